'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { BasketButton } from './basket-button';

// The dialog (forms, offer cards, the copy text) is code no page needs until the basket is opened:
// it is loaded on the first click, or on the first hover or focus so the click rarely waits.
const loadDialog = () => import('@/components/basket/saved-offers-dialog').then((module) => module.SavedOffersDialog);
const SavedOffersDialog = dynamic(loadDialog, { ssr: false });

/** The top bar's basket: the count button and, while open, the saved-offers dialog. */
export function BasketMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BasketButton onOpen={() => setOpen(true)} onIntent={() => void loadDialog()} />
      {open ? <SavedOffersDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
