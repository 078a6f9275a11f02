'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BasketButton } from './basket-button';

// The dialog (forms, offer cards, the copy text) is code no page needs until the basket is opened:
// it is loaded on the first click, or on the first hover or focus so the click rarely waits.
const loadDialog = () => import('@/components/basket/saved-offers-dialog').then((module) => module.SavedOffersDialog);
// React's lazy rather than next/dynamic, whose loader code would be in every page's first load.
const SavedOffersDialog = lazy(() => loadDialog().then((component) => ({ default: component })));

/** The top bar's basket: the count button (`icon` from the server) and, while open, the saved-offers dialog. */
export function BasketMenu({ icon }: { icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BasketButton icon={icon} onOpen={() => setOpen(true)} onIntent={() => void loadDialog()} />
      {open ? (
        <Suspense fallback={null}>
          <SavedOffersDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
