'use client';

import { createContext, type ReactNode, useContext } from 'react';

interface ErrorTexts {
  heading: string | null;
  content: string | null;
  /** The edition's home page, worked out on the server so the boundary needs no edition registry. */
  homeHref: string;
}

const ErrorTextsContext = createContext<ErrorTexts>({ heading: null, content: null, homeHref: '/' });

/** The error snippet's generic texts for the client error boundary (it cannot ask the content service itself). */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={texts}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  return useContext(ErrorTextsContext);
}
