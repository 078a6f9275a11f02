'use client';

import { DialogBackdrop } from '@headlessui/react';

/**
 * The dimmed backdrop of every dialog: fades in and out over --overlay-fade (app/globals.css,
 * docs/product.md §9). `className` gives its colour and placement.
 */
export function OverlayBackdrop({ className }: { className: string }) {
  return <DialogBackdrop transition data-testid="overlay-backdrop" className={`overlay-backdrop ${className}`} />;
}
