'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { RowOpenLink } from '@/components/ui/row-open-link';
import { SortHeader } from '@/components/ui/sort-header';
import type { ListSort } from '@/lib/query-string';
import type { TicketOrderSummary } from '@/lib/schemas/flights';
import { TicketStatusBadge } from './ticket-status-badge';
import { Identifier } from '@/components/ui/identifier';

/**
 * What the two tables of ticket orders (the flight list's and the desk's, docs/product.md §11 and
 * §12) share: the headers they open with, and the order's title cell.
 */

/** Number, route, departure, passengers: the first headers of both. */
export function TicketLeadHeaders<K extends string>({
  sort,
  onSort,
  sortHref,
}: {
  sort: ListSort<K | 'number' | 'departure'>;
  onSort: (key: K | 'number' | 'departure') => void;
  sortHref?: (key: K | 'number' | 'departure') => string;
}) {
  const t = useTranslations('flightList.list');
  return (
    <>
      <SortHeader column="number" sort={sort} onSort={onSort} href={sortHref}>
        {t('columns.number')}
      </SortHeader>
      <th scope="col">{t('columns.route')}</th>
      <SortHeader column="departure" sort={sort} onSort={onSort} href={sortHref}>
        {t('columns.departure')}
      </SortHeader>
      <th scope="col">{t('columns.passengers')}</th>
    </>
  );
}

/** The card's title: the number (opening the order over the list), its status and flight type, then the view's own lines. */
export function TicketNumberCell({
  order,
  href,
  onOpen,
  children,
}: {
  order: Pick<TicketOrderSummary, 'number' | 'status' | 'flight_type'>;
  href: string;
  onOpen: () => void;
  children?: ReactNode;
}) {
  const types = useTranslations('flightList.type');
  return (
    <td className="order-1 col-span-2 max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-2">
      <RowOpenLink href={href} onOpen={onOpen}>
        <Identifier>{order.number}</Identifier>
      </RowOpenLink>
      <div className="flex flex-wrap items-center gap-1 sm:mt-1">
        <TicketStatusBadge status={order.status} />
        <span data-testid="flight-type" className="text-xs text-slate-600">
          {types(order.flight_type)}
        </span>
        {children}
      </div>
    </td>
  );
}
