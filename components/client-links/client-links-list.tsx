'use client';

import { lazy, Suspense, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { CardTable } from '@/components/ui/card-table';
import { LazyConfirmDialog, preloadConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { PagedList } from '@/components/ui/paged-list';
import { useListUrl } from '@/components/ui/use-list-url';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { CLIENT_LINKS_PATH, clientLinksSearch, type ClientLinksQuery } from '@/lib/client-links/query';
import { formatCalendarDate, formatDate, formatDateTime } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { useCopyClientLink } from './use-copy-link';
import { useClientLinks, type ClientLinksPage } from '@/lib/hooks/use-shared-selections';
import type { SharedSelectionItem } from '@/lib/schemas/shared-selections';

// The extend form (react-hook-form, zod) loads when first opened.
const loadExtendDialog = () => import('./extend-link-dialog');
const ExtendLinkDialog = lazy(() => loadExtendDialog().then((module) => ({ default: module.ExtendLinkDialog })));

const STATUS_TONE = { active: 'success', expired: 'neutral', revoked: 'danger' } as const;

/**
 * The agent's client links (docs/product.md "Client selections"): one row per link, newest first,
 * with its validity, status, offers (the answered ones marked), opens and the client's answers; a
 * link with answers stands out. The server renders the page (`initial`), so it reads without
 * JavaScript; copy, revoke and extend need it. The page is in the URL (`?page=`), its pager links.
 */
export function ClientLinksList({
  query,
  initialKey,
  initial,
}: {
  query: ClientLinksQuery;
  initialKey: string;
  initial: ClientLinksPage;
}) {
  const t = useTranslations('clientLinks');
  const alerts = useAlerts();
  const { list, revoke, extend } = useClientLinks(query, initialKey, initial);
  const { go, href } = useListUrl(CLIENT_LINKS_PATH);
  const [revoking, setRevoking] = useState<SharedSelectionItem | null>(null);
  const [extending, setExtending] = useState<SharedSelectionItem | null>(null);

  const copyLink = useCopyClientLink();
  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke(revoking.token);
      alerts.show({ type: 'success', message: t('revoked') });
    } catch (error) {
      alerts.showApiError(error);
    }
  };

  return (
    <>
      <PagedList
        messages="clientLinks"
        pagination="clientLinks.pagination"
        testId="client-links"
        list={list}
        page={query.page}
        onPage={(page) => go(clientLinksSearch({ page }))}
        pageHref={(page) => href(clientLinksSearch({ page }))}
        onPreload={preloadConfirmDialog}
      >
        <CardTable
          testId="client-links-table"
          caption={t('title')}
          columns={[
            { label: t('columns.created') },
            { label: t('columns.validUntil') },
            { label: t('columns.offers') },
            { label: t('columns.opens') },
            { label: t('columns.answers') },
            { label: <span className="sr-only">{t('columns.actions')}</span> },
          ]}
        >
          {(list.data?.data ?? []).map((link) => (
            <LinkRow
              key={link.token}
              link={link}
              onCopy={() => void copyLink(link.url_path)}
              onRevoke={() => setRevoking(link)}
              onExtend={() => setExtending(link)}
              onExtendIntent={() => void loadExtendDialog()}
            />
          ))}
        </CardTable>
      </PagedList>
      <LazyConfirmDialog
        open={revoking !== null}
        testId="client-link-revoke-confirm"
        title={t('confirm.title')}
        message={t('confirm.message')}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
      {extending ? (
        <Suspense fallback={null}>
          <ExtendLinkDialog
            onExtend={(days) => extend(extending.token, days)}
            onDone={(item) => {
              alerts.show({ type: 'success', message: t('extended', { date: formatDate(item.valid_until) }) });
              setExtending(null);
            }}
            onClose={() => setExtending(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function LinkRow({
  link,
  onCopy,
  onRevoke,
  onExtend,
  onExtendIntent,
}: {
  link: SharedSelectionItem;
  onCopy: () => void;
  onRevoke: () => void;
  onExtend: () => void;
  onExtendIntent: () => void;
}) {
  const t = useTranslations('clientLinks');
  const locale = useLocale();
  const answered = link.answers.length > 0;
  return (
    <tr
      data-testid="client-link-row"
      data-token={link.token}
      data-status={link.status}
      data-answered={answered || undefined}
      className={answered ? 'border-amber-300 bg-amber-50 sm:bg-amber-50 sm:hover:bg-amber-100' : undefined}
    >
      <td className="col-span-2">
        <span className="font-semibold text-slate-900 tabular-nums sm:whitespace-nowrap">
          {formatDateTime(link.created_at)}
        </span>{' '}
        <span
          data-testid="client-link-status"
          data-status={link.status}
          data-tone={STATUS_TONE[link.status]}
          className="status-badge ml-1 align-middle"
        >
          {t(`status.${link.status}`)}
        </span>
        {answered ? (
          <span data-testid="client-link-answer-count" className="status-badge ml-1 align-middle" data-tone="warning">
            {t('answers', { count: link.answers.length })}
          </span>
        ) : null}
      </td>
      <td data-label={t('columns.validUntil')} className="tabular-nums sm:whitespace-nowrap">
        {formatDate(link.valid_until)}
      </td>
      <td data-label={t('columns.offers')}>
        <div>
          <ul data-testid="client-link-offers" className="space-y-1">
            {link.offers.map((offer) => (
              <li key={offer.position} data-testid="client-link-offer" data-answered={offer.answered || undefined}>
                <span className={offer.answered ? 'font-semibold text-amber-900' : undefined}>
                  {t('offer', { position: offer.position, hotel: offer.hotel })}
                </span>
                <span className="block text-xs text-slate-600">
                  <span className="tabular-nums">{formatCalendarDate(offer.check_in)}</span>,{' '}
                  {t('nights', { count: offer.nights })},{' '}
                  <span className="tabular-nums sm:whitespace-nowrap">
                    {formatPrice(offer.price.amount, offer.price.currency, locale)}
                  </span>
                </span>
                {offer.answered ? (
                  <span className="status-badge mt-0.5" data-tone="warning">
                    {t('answered')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {link.note ? (
            <p data-testid="client-link-note" className="mt-2 text-xs break-words text-slate-600 italic">
              <span className="not-italic">{t('note')}:</span> {link.note}
            </p>
          ) : null}
        </div>
      </td>
      <td data-label={t('columns.opens')} data-testid="client-link-opens" data-count={link.opens.count}>
        <span>
          {t('opens', { count: link.opens.count })}
          {link.opens.last_at ? (
            <span className="block text-xs text-slate-600 tabular-nums">
              {t('lastOpen', { time: formatDateTime(link.opens.last_at) })}
            </span>
          ) : null}
        </span>
      </td>
      <td data-label={t('columns.answers')}>
        {answered ? (
          <ul data-testid="client-link-answers" className="space-y-2">
            {link.answers.map((answer, i) => (
              <li key={i} data-testid="client-link-answer" className="break-words">
                <span className="font-semibold text-slate-900">{answer.name}</span>
                {answer.phone ? (
                  <a
                    href={`tel:${answer.phone.replace(/[^\d+]/g, '')}`}
                    className="block text-brand-ink tabular-nums hover:underline"
                  >
                    {answer.phone}
                  </a>
                ) : null}
                {answer.messenger ? (
                  <span className="block">{t('messenger', { handle: answer.messenger })}</span>
                ) : null}
                <span className="block text-xs text-slate-600">
                  {t('answerOffer', { position: answer.position, hotel: answer.hotel })}
                </span>
                <span className="block text-xs text-slate-600 tabular-nums">{formatDateTime(answer.created_at)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-600">{t('noAnswers')}</span>
        )}
      </td>
      <td className="col-span-2">
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {link.status === 'active' ? (
            <Button variant="secondary" onClick={onCopy} data-testid="client-link-copy">
              {t('actions.copy')}
            </Button>
          ) : null}
          {link.status !== 'revoked' ? (
            <>
              <Button
                variant="secondary"
                onClick={onExtend}
                onPointerEnter={onExtendIntent}
                onFocus={onExtendIntent}
                data-testid="client-link-extend"
              >
                {t('actions.extend')}
              </Button>
              <Button variant="ghost" onClick={onRevoke} data-testid="client-link-revoke">
                {t('actions.revoke')}
              </Button>
            </>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
