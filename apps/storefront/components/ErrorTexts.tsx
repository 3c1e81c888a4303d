'use client';

import { createContext, type ReactNode, useContext } from 'react';

interface ErrorTexts {
  heading: string | null;
  content: string | null;
}

const ErrorTextsContext = createContext<ErrorTexts>({ heading: null, content: null });

/** The error snippet's generic texts for the client error boundary (it cannot ask the content service itself). */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={texts}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  return useContext(ErrorTextsContext);
}
