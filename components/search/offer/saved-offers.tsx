'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { offerIdentity } from '@/lib/basket/offer-identity';
import { useSavedOffers as useBasket } from '@/lib/hooks/use-saved-offers';
import type { SavedOffer } from '@/lib/schemas/saved-offers';

type Identified = Parameters<typeof offerIdentity>[0];

interface SavedOffers {
  isSaved(offer: Identified): boolean;
  add(offer: Identified): void;
}

const SavedOffersContext = createContext<SavedOffers | null>(null);

/**
 * The offers already in the basket, so an offer shows "Saved" wherever it appears (another page,
 * the "all offers" list, the price calendar) and after a reload, and "Add to basket" again as soon
 * as the basket loses it (the saved-offers dialog deletes from the same SWR key). With `load`, the
 * basket is read once (GET search/offers). An offer saved here counts as saved until the basket's
 * list next changes: saving revalidates that list, which then holds it (docs/product.md §10).
 */
export function SavedOffersProvider({ children, load = false }: { children: ReactNode; load?: boolean }) {
  const { data: basket } = useBasket(load);
  const [added, setAdded] = useState<{ basket: readonly SavedOffer[] | undefined; ids: ReadonlySet<string> }>({
    basket: undefined,
    ids: new Set(),
  });
  const add = useCallback(
    (offer: Identified) =>
      setAdded((current) => {
        const ids = current.basket === basket ? new Set(current.ids) : new Set<string>();
        return { basket, ids: ids.add(offerIdentity(offer)) };
      }),
    [basket],
  );
  const inBasket = useMemo(() => new Set((basket ?? []).map((saved) => offerIdentity(saved.search_result))), [basket]);
  const isSaved = useCallback(
    (offer: Identified) => {
      const identity = offerIdentity(offer);
      return inBasket.has(identity) || (added.basket === basket && added.ids.has(identity));
    },
    [added, basket, inBasket],
  );
  const value = useMemo(() => ({ isSaved, add }), [isSaved, add]);
  return <SavedOffersContext.Provider value={value}>{children}</SavedOffersContext.Provider>;
}

export function useSavedOffers(): SavedOffers {
  const context = useContext(SavedOffersContext);
  if (!context) throw new Error('useSavedOffers() needs <SavedOffersProvider> above it');
  return context;
}
