'use client';

import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from '@/components/ui/confirm-dialog';

// The dialog's behaviour (Headless UI's) is loaded on first use: when an action asks for it
// (docs/architecture.md §11).
const loadDialog = () => import('@/components/ui/confirm-dialog');
const ConfirmDialog = lazy(() => loadDialog().then((module) => ({ default: module.ConfirmDialog })));
/** Fetches the dialog's code ahead (a pointer over or focus on an action). */
export const preloadConfirmDialog = () => void loadDialog();

/** components/ui/confirm-dialog.tsx, loaded when first opened; closed, it renders nothing. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
