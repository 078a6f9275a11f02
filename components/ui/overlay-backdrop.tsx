'use client';

import { DialogBackdrop } from '@headlessui/react';

/**
 * The dimmed backdrop of every dialog: fades in over --overlay-fade (app/globals.css,
 * docs/product.md §9), and out again when the dialog closes. A dialog over another dialog
 * (`nested`) only fades in: Headless UI keeps a fading-out dialog on top, and the Esc pressed
 * right after it closes belongs to the dialog under it.
 */
export function OverlayBackdrop({ className, nested = false }: { className: string; nested?: boolean }) {
  return (
    <DialogBackdrop transition={!nested} data-testid="overlay-backdrop" className={`overlay-backdrop ${className}`} />
  );
}
