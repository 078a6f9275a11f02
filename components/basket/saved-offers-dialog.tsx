'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiErrorRetry } from '@/components/ui/api-error-alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { downloadOffersPdf } from '@/lib/basket/download-offers-pdf';
import { CLIENT_LINKS_PATH } from '@/lib/client-links/path';
import { useOfferContacts } from '@/lib/hooks/use-offer-contacts';
import { useDeleteSavedOffers, useSavedOffers, useUpdateSavedOfferPrice } from '@/lib/hooks/use-saved-offers';
import type { SavedOffer } from '@/lib/schemas/saved-offers';
import { ContactsForm } from './contacts-form';
import { OfferCard } from './offer-card';
import { useCopyOffers } from './use-copy-offers';

// The link step (its form, react-hook-form and zod) loads when first asked for, or on a pointer over its button.
const loadClientLinkDialog = () => import('./client-link-dialog');
const ClientLinkDialog = lazy(() => loadClientLinkDialog().then((module) => ({ default: module.ClientLinkDialog })));

type Confirming = { kind: 'all' } | { kind: 'one'; offer: SavedOffer; index: number } | null;

/**
 * The saved-offers dialog (docs/product.md §2): the agency's contacts for the client, the toolbar (reset
 * contacts, copy all, clear all, a link for the client, save to PDF, the agent's client links) and
 * the numbered offers with their prices. Mounted
 * when opened, so contacts and offers load on every opening and never before the first.
 */
export function SavedOffersDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('basket');
  const tErrors = useTranslations('errors');
  const alerts = useAlerts();
  const offers = useSavedOffers(true);
  const contacts = useOfferContacts(true);
  const updatePrice = useUpdateSavedOfferPrice();
  const deleteOffers = useDeleteSavedOffers();
  const copyOffers = useCopyOffers();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const [sharing, setSharing] = useState(false);

  const list = offers.data;
  const numbered = (list ?? []).map((offer, i) => [offer, i + 1] as const);
  const hasOffers = numbered.length > 0;

  // The last offer deleted: focus goes to the empty basket's message, not to the confirm's
  // trigger, which is disabled by then (docs/product.md §2 "Saved-offers dialog").
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const hadOffers = useRef(false);
  useEffect(() => {
    if (hasOffers) hadOffers.current = true;
    else if (hadOffers.current && list && confirming === null) {
      hadOffers.current = false;
      emptyRef.current?.focus();
    }
  }, [hasOffers, list, confirming]);

  const remove = async (uuids: string[]) => {
    try {
      await deleteOffers(uuids);
    } catch (error) {
      alerts.showApiError(error);
    }
  };

  const savePdf = async () => {
    if (!contacts.contacts) return;
    setPdfBusy(true);
    try {
      await downloadOffersPdf(contacts.contacts);
    } catch {
      alerts.show({ type: 'error', message: t('pdf.failed') });
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('title')} closeLabel={t('close')} testId="basket-dialog" wide>
      <div className="space-y-5">
        {contacts.isLoading ? <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-100" /> : null}
        <ApiErrorRetry
          error={contacts.error}
          onRetry={contacts.retry}
          retryLabel={tErrors('retry')}
          testId="basket-contacts-error"
        />
        {contacts.contacts ? <ContactsForm contacts={contacts.contacts} onChange={contacts.setField} /> : null}

        <div role="toolbar" aria-label={t('title')} className="flex flex-wrap gap-2 border-y border-slate-200 py-3">
          <Button
            variant="secondary"
            onClick={contacts.reset}
            disabled={!contacts.edited}
            data-testid="basket-reset-contacts"
          >
            {t('contacts.reset')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void copyOffers(numbered)}
            disabled={!hasOffers}
            data-testid="basket-copy-all"
          >
            {t('actions.copyAll')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setConfirming({ kind: 'all' })}
            disabled={!hasOffers}
            data-testid="basket-clear-all"
          >
            {t('actions.clearAll')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setSharing(true)}
            onPointerEnter={() => void loadClientLinkDialog()}
            onFocus={() => void loadClientLinkDialog()}
            disabled={!hasOffers || !contacts.contacts}
            data-testid="basket-client-link"
          >
            {t('share.open')}
          </Button>
          <AppLink
            href={CLIENT_LINKS_PATH}
            onClick={onClose}
            className="btn btn-ghost"
            data-testid="basket-client-links"
          >
            {t('share.myLinks')}
          </AppLink>
          <Button
            className="sm:ml-auto"
            onClick={() => void savePdf()}
            loading={pdfBusy}
            disabled={!hasOffers || !contacts.contacts}
            data-testid="basket-pdf"
          >
            {pdfBusy ? t('actions.pdfBusy') : t('actions.pdf')}
          </Button>
        </div>

        {offers.isLoading ? (
          <CardListSkeleton
            label={t('loading')}
            testId="basket-loading"
            count={2}
            lead={<div className="size-8 rounded-full bg-slate-200" />}
            trail={<div className="h-10 w-24 rounded bg-slate-100" />}
          />
        ) : null}
        <ApiErrorRetry
          error={offers.error}
          onRetry={() => void offers.mutate()}
          retryLabel={tErrors('retry')}
          testId="basket-offers-error"
        />
        {list && !hasOffers ? (
          <p
            ref={emptyRef}
            tabIndex={-1}
            data-testid="basket-empty"
            className="rounded-xl bg-slate-50 p-6 text-center text-sm text-slate-600 outline-none focus-visible:ring-2 focus-visible:ring-brand"
          >
            {t('empty')}
          </p>
        ) : null}
        {hasOffers ? (
          <ol aria-label={t('title')} className="space-y-3">
            {numbered.map(([offer, index]) => (
              <OfferCard
                key={offer.uuid}
                offer={offer}
                index={index}
                onPriceSave={(price) =>
                  updatePrice(offer.uuid, price).catch((error: unknown) => {
                    alerts.showApiError(error);
                    throw error;
                  })
                }
                onCopy={() => void copyOffers([[offer, index]])}
                onDelete={() => setConfirming({ kind: 'one', offer, index })}
              />
            ))}
          </ol>
        ) : null}
      </div>

      {sharing && contacts.contacts ? (
        <Suspense fallback={null}>
          <ClientLinkDialog
            offers={numbered}
            contacts={contacts.contacts}
            onClose={() => setSharing(false)}
            onLeave={onClose}
          />
        </Suspense>
      ) : null}

      <ConfirmDialog
        open={confirming !== null}
        testId="basket-confirm"
        title={
          confirming?.kind === 'one' ? t('confirm.deleteTitle', { index: confirming.index }) : t('confirm.clearTitle')
        }
        message={
          confirming?.kind === 'one'
            ? t('confirm.deleteMessage', { hotel: confirming.offer.search_result.accommodation.hotel.name })
            : t('confirm.clearMessage', { count: numbered.length })
        }
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={() => remove(confirming?.kind === 'one' ? [confirming.offer.uuid] : [])}
        onClose={() => setConfirming(null)}
      />
    </Modal>
  );
}
