'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass, Button } from '@/components/ui/button';
import { actionsHeader } from '@/components/ui/card-table';
import { SortHeader } from '@/components/ui/sort-header';
import {
  linkSellerPath,
  flaggedOrdersPath,
  readAtsSort,
  USER_LINKS_LIST,
  USER_LINKS_PATH,
  type AtsListQuery,
  type UserLinkFilter,
} from '@/lib/ats/list-query';
import { formatCalendarDate, formatDate, portalToday } from '@/lib/format/date';
import {
  usePatchUserLink,
  useUnlinkedSellers,
  useUserLinksPage,
  type UnlinkedSellers,
  type UserLinksPage,
} from '@/lib/hooks/use-ats-user-links';
import { ATS_SYSTEM_NAMES, atsAccountName, type AtsLinkState } from '@/lib/schemas/ats-constants';
import type { AtsUserLink } from '@/lib/schemas/ats';
import { AtsListFrame } from '../ats-list-frame';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { useAnnouncedWrite } from '../use-announced-write';
import { useAtsListUrl } from '../use-ats-list-url';

export interface UserLinksPageProps {
  /** The URL's query as the server read it, by the list's schema (lib/read-query.ts). */
  query: AtsListQuery<UserLinkFilter>;
  initialKey: string;
  initial: UserLinksPage;
  unlinked: UnlinkedSellers;
  /** The filter form, rendered on the server (user-link-filter-form.tsx) for the URL it rendered. */
  filters: ReactNode;
  /** `ats.manage`: the create, edit, switch and end actions. */
  canManage: boolean;
  heading: ReactNode;
}

/** A link's state in the lists' tones: valid green, future blue, expired grey, switched off red. */
export const LINK_STATE_TONE: Readonly<Record<AtsLinkState, string>> = {
  valid: 'success',
  future: 'info',
  expired: 'neutral',
  inactive: 'danger',
};

type Pending = { link: AtsUserLink; action: 'off' | 'on' | 'end' };

/**
 * The linked users `/ats/user-links` (docs/product.md §12 "Screens"): who sells under which
 * ticketing account, filtered, sorted and paged in the URL, and the sellers whose orders are
 * flagged for want of a valid link. The ATS manager also creates, edits, switches and ends links.
 */
export function UserLinksPage({
  query: urlQuery,
  initialKey,
  initial,
  unlinked,
  filters,
  canManage,
  heading,
}: UserLinksPageProps) {
  const t = useTranslations('atsLists.links');
  const { query, top, submitFilters, pageHref, sortHref, sortBy, toPage } = useAtsListUrl(USER_LINKS_LIST, urlQuery);
  const list = useUserLinksPage(query, initialKey, initial);
  const patch = usePatchUserLink();
  const announce = useAnnouncedWrite();
  const [pending, setPending] = useState<Pending | null>(null);
  const sort = readAtsSort(USER_LINKS_LIST, query.sort);

  const confirm = async () => {
    if (!pending) return;
    const { link, action } = pending;
    await announce(
      () => patch(link.id, action === 'end' ? { valid_to: portalToday() } : { active: action === 'on' }),
      () => t(`done.${action}`, { user: link.user.name, account: atsAccountName(link) }),
    );
  };

  return (
    <section ref={top} aria-labelledby="page-title" className="scroll-mt-20 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        {canManage ? (
          <AppLink href={`${USER_LINKS_PATH}/create`} className={buttonClass()} data-testid="user-link-create">
            {t('create')}
          </AppLink>
        ) : null}
      </div>
      <UnlinkedSellersPanel initial={unlinked} canManage={canManage} />
      <div onSubmit={submitFilters}>{filters}</div>
      <AtsListFrame
        messages="atsLists.links"
        testId="user-links"
        list={list}
        page={query.page}
        onPage={toPage}
        pageHref={pageHref}
        head={
          <>
            <SortHeader column="user" sort={sort} onSort={sortBy} href={sortHref}>
              {t('columns.user')}
            </SortHeader>
            <th scope="col">{t('columns.account')}</th>
            <SortHeader column="valid_from" sort={sort} onSort={sortBy} href={sortHref}>
              {t('columns.validFrom')}
            </SortHeader>
            <SortHeader column="valid_to" sort={sort} onSort={sortBy} href={sortHref}>
              {t('columns.validTo')}
            </SortHeader>
            <th scope="col">{t('columns.state')}</th>
            <SortHeader column="created_at" sort={sort} onSort={sortBy} href={sortHref}>
              {t('columns.created')}
            </SortHeader>
            {canManage ? actionsHeader(t('columns.actions')) : null}
          </>
        }
      >
        {(list.data?.data ?? []).map((link) => (
          <UserLinkRow
            key={link.id}
            link={link}
            canManage={canManage}
            onAction={(action) => setPending({ link, action })}
          />
        ))}
      </AtsListFrame>
      <LazyConfirmDialog
        open={pending !== null}
        testId="user-link-confirm"
        tone={pending?.action === 'on' ? 'primary' : 'danger'}
        title={pending ? t(`confirm.${pending.action}.title`) : ''}
        message={
          pending
            ? t(`confirm.${pending.action}.message`, {
                user: pending.link.user.name,
                account: atsAccountName(pending.link),
              })
            : ''
        }
        confirmLabel={pending ? t(`confirm.${pending.action}.button`) : ''}
        cancelLabel={t('cancel')}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </section>
  );
}

export function UserLinkRow({
  link,
  canManage,
  onAction,
}: {
  link: AtsUserLink;
  canManage: boolean;
  onAction: (action: Pending['action']) => void;
}) {
  const t = useTranslations('atsLists.links');
  return (
    <tr data-testid="user-link-row" data-link-id={link.id} data-state={link.state}>
      <th scope="row" className="col-span-2 text-left font-semibold text-slate-900 max-sm:text-base">
        {link.user.name}
      </th>
      <td data-label={t('columns.account')}>
        <span className="font-medium">{ATS_SYSTEM_NAMES[link.system]}</span>
        <span className="block font-mono text-xs text-slate-700">
          {link.office_id} / {link.agent_sign}
        </span>
      </td>
      <td data-label={t('columns.validFrom')} className="tabular-nums">
        {formatCalendarDate(link.valid_from)}
      </td>
      <td data-label={t('columns.validTo')} className="tabular-nums">
        {link.valid_to ? formatCalendarDate(link.valid_to) : t('openEnded')}
      </td>
      <td data-label={t('columns.state')}>
        <span data-testid="user-link-state" className="status-badge" data-tone={LINK_STATE_TONE[link.state]}>
          {t(`state.${link.state}`)}
        </span>
      </td>
      <td data-label={t('columns.created')} className="text-xs text-slate-600 tabular-nums">
        {formatDate(link.created_at)}
      </td>
      {canManage ? (
        <td className="col-span-2 sm:text-right">
          <div className="flex flex-wrap justify-end gap-1">
            <AppLink
              href={`${USER_LINKS_PATH}/${link.id}/edit`}
              className="btn btn-ghost"
              aria-label={t('editOf', { user: link.user.name })}
            >
              {t('edit')}
            </AppLink>
            {link.state === 'valid' ? (
              <Button variant="ghost" onClick={() => onAction('end')} aria-label={t('endOf', { user: link.user.name })}>
                {t('end')}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              onClick={() => onAction(link.active ? 'off' : 'on')}
              aria-label={t(link.active ? 'offOf' : 'onOf', { user: link.user.name })}
            >
              {t(link.active ? 'off' : 'on')}
            </Button>
          </div>
        </td>
      ) : null}
    </tr>
  );
}

function UnlinkedSellersPanel({ initial, canManage }: { initial: UnlinkedSellers; canManage: boolean }) {
  const t = useTranslations('atsLists.unlinked');
  const { data } = useUnlinkedSellers(initial);
  const sellers = data?.data ?? [];
  return (
    <section
      aria-labelledby="unlinked-title"
      data-testid="unlinked-sellers"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <h2 id="unlinked-title" className="font-semibold text-slate-900">
        {t('title')}
      </h2>
      {sellers.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="unlinked-none">
          {t('none')}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-amber-200">
          {sellers.map((seller) => (
            <li
              key={seller.user.id}
              data-testid="unlinked-seller"
              data-user-id={seller.user.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
            >
              <div className="text-sm">
                <span className="font-medium text-slate-900">{seller.user.name}</span>
                <span className="block text-slate-700">
                  {t('orders', { count: seller.orders, date: formatDate(seller.last_order_at) })}
                </span>
              </div>
              <div className="flex flex-wrap gap-1">
                <AppLink
                  href={flaggedOrdersPath(seller.user.id)}
                  className="btn btn-ghost"
                  aria-label={t('ordersOf', { user: seller.user.name })}
                >
                  {t('showOrders')}
                </AppLink>
                {canManage ? (
                  <AppLink
                    href={linkSellerPath(seller.user.id)}
                    className="btn btn-secondary"
                    aria-label={t('linkOf', { user: seller.user.name })}
                  >
                    {t('link')}
                  </AppLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
