'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { offerIdentity } from '@/lib/basket/offer-identity';
import { useSavedOffers as useBasket } from '@/lib/hooks/use-saved-offers';

type Identified = Parameters<typeof offerIdentity>[0];

interface SavedOffers {
  isSaved(offer: Identified): boolean;
  add(offer: Identified): void;
}

const SavedOffersContext = createContext<SavedOffers | null>(null);

/**
 * The offers already in the basket, so an offer shows "Saved" wherever it appears (another page,
 * the "all offers" list, the price calendar) and after a reload. With `load`, the basket is read
 * once (GET search/offers); the offers saved since are added at once.
 */
export function SavedOffersProvider({ children, load = false }: { children: ReactNode; load?: boolean }) {
  const { data: basket } = useBasket(load);
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const add = useCallback((offer: Identified) => setAdded((current) => new Set(current).add(offerIdentity(offer))), []);
  const inBasket = useMemo(() => new Set((basket ?? []).map((saved) => offerIdentity(saved.search_result))), [basket]);
  const isSaved = useCallback((offer: Identified) => {
    const identity = offerIdentity(offer);
    return added.has(identity) || inBasket.has(identity);
  }, [added, inBasket]);
  const value = useMemo(() => ({ isSaved, add }), [isSaved, add]);
  return <SavedOffersContext.Provider value={value}>{children}</SavedOffersContext.Provider>;
}

export function useSavedOffers(): SavedOffers {
  const context = useContext(SavedOffersContext);
  if (!context) throw new Error('useSavedOffers() needs <SavedOffersProvider> above it');
  return context;
}
