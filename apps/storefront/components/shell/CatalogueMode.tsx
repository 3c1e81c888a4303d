'use client';

import { createContext, type ReactNode, useContext } from 'react';

const CatalogueModeContext = createContext(false);

/** Catalogue mode (settings snippet, spec §4) for the browser's components: no account or cart actions. */
export function CatalogueModeProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return <CatalogueModeContext.Provider value={value}>{children}</CatalogueModeContext.Provider>;
}

export function useCatalogueMode(): boolean {
  return useContext(CatalogueModeContext);
}
