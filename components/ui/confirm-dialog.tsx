'use client';

import { useState, type ReactNode } from 'react';
import { OverlayBackdrop } from '@/components/ui/overlay-backdrop';
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs on confirm and shows its own errors; the dialog stays open and busy until it settles, then closes. */
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
  testId?: string;
  /** `danger` (the default) for what destroys; `primary` for a confirmation that creates, such as a booking. */
  tone?: 'danger' | 'primary';
  /** Confirm stays disabled while this holds (a check the user must tick first). */
  confirmDisabled?: boolean;
}

/**
 * Asks before something that cannot be undone. Focus starts on Cancel so Enter never confirms by
 * accident; Esc cancels. Opens over another dialog (Headless UI stacks them).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  testId,
  tone = 'danger',
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={() => (busy ? undefined : onClose())} role="alertdialog" className="relative z-[60]">
      <OverlayBackdrop nested className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel data-testid={testId} className="w-full max-w-md space-y-4 rounded-2xl bg-white p-5 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <Description as="div" className="text-sm text-slate-700">
            {message}
          </Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" data-autofocus onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button variant={tone} loading={busy} disabled={confirmDisabled} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
