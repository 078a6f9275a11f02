'use client';

import type { ReactNode } from 'react';
import { OverlayBackdrop } from '@/components/ui/overlay-backdrop';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { CloseButton } from './close-button';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's accessible name, in the user's language. */
  closeLabel: string;
  children: ReactNode;
  testId?: string;
  /** Extra content next to the title (stars, badges). */
  aside?: ReactNode;
  wide?: boolean;
}

/**
 * A dialog with a title and a close button: Esc, the button or a click outside close it; focus
 * stays inside while open (Headless UI). It fills a phone's screen and scrolls inside itself.
 */
export function Modal({ open, onClose, title, closeLabel, children, testId, aside, wide = false }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <OverlayBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex items-stretch justify-center sm:items-center sm:p-4">
        <DialogPanel
          data-testid={testId}
          className={[
            'flex h-dvh w-full flex-col bg-white shadow-xl sm:h-auto sm:max-h-[90dvh] sm:rounded-2xl',
            wide ? 'sm:max-w-5xl' : 'sm:max-w-2xl',
          ].join(' ')}
        >
          <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
            <div className="min-w-0 flex-1">
              <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
              {aside}
            </div>
            <CloseButton label={closeLabel} onClick={onClose} />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
