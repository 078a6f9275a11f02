import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { TicketPaymentFilterForm } from '@/components/ats/ticket-payments/ticket-payment-filter-form';
import { TicketPaymentsPage } from '@/components/ats/ticket-payments/ticket-payments-page';
import { PageTitle } from '@/components/ui/page-heading';
import { atsListKey, atsListSearch, TICKET_PAYMENTS_LIST } from '@/lib/ats/list-query';
import { readTicketPaymentsQuery } from '@/lib/read-query';
import { getTicketPayments } from '@/lib/backend/ticket-payments';
import { paramsOf } from '@/lib/query-string';
import { can } from '@/lib/shared/permissions';
import { getCurrentUser } from '@/lib/backend/auth';

// Payments against ticket orders (docs/product.md §12 "Screens"): the director and the ATS manager
// read them, the ATS manager records them and moves them forward.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('atsPayments');

export default async function TicketPaymentsRoute({ searchParams }: Props) {
  const user = await getCurrentUser();
  const query = readTicketPaymentsQuery(paramsOf(await searchParams));
  const [list, t] = await Promise.all([getTicketPayments(query), getTranslations('pages')]);
  return (
    <TicketPaymentsPage
      query={query}
      heading={<PageTitle>{t('atsPayments.title')}</PageTitle>}
      // Keyed by the URL's filters: a navigation to other filters renders a fresh form with its values.
      filters={
        <TicketPaymentFilterForm key={atsListSearch(TICKET_PAYMENTS_LIST, { ...query, page: 1 })} query={query} />
      }
      initialKey={atsListKey(TICKET_PAYMENTS_LIST, query)}
      initial={list}
      canManage={can(user.alias, 'ats.manage')}
    />
  );
}
