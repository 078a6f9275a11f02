'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

// The dialog, the call and its schemas (zod) only once "Delete" is pointed at: the list's first
// load stays within its budget (docs/performance.md).
const loadDialog = () => import('./gateway-delete-dialog');
const GatewayDeleteDialog = lazy(loadDialog);
const preload = () => void loadDialog();

/** A gateway's "Delete": asks first (components/ui/confirm-dialog.tsx), then deletes. */
export function GatewayDelete({ id, name, merchant }: { id: number; name: string; merchant: string }) {
  const t = useTranslations('gateways.list');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        aria-label={t('deleteOf', { name })}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        className="text-red-700"
      >
        {t('delete')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <GatewayDeleteDialog id={id} name={name} merchant={merchant} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
