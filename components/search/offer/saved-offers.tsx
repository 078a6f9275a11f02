'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface SavedOffers {
  saved: ReadonlySet<string>;
  add(sid: string): void;
}

const SavedOffersContext = createContext<SavedOffers | null>(null);

/**
 * The offers saved during this search, by sid, so an offer shows "Saved" wherever it appears
 * again (another page, the "all offers" list, the price calendar) and is not saved twice by mistake.
 */
export function SavedOffersProvider({ children }: { children: ReactNode }) {
  const [saved, setSaved] = useState<ReadonlySet<string>>(() => new Set());
  const add = useCallback((sid: string) => setSaved((current) => new Set(current).add(sid)), []);
  const value = useMemo(() => ({ saved, add }), [saved, add]);
  return <SavedOffersContext.Provider value={value}>{children}</SavedOffersContext.Provider>;
}

export function useSavedOffers(): SavedOffers {
  const context = useContext(SavedOffersContext);
  if (!context) throw new Error('useSavedOffers() needs <SavedOffersProvider> above it');
  return context;
}
