import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { PaymentFilterForm } from '@/components/ats/payments/payment-filter-form';
import { PaymentsPage } from '@/components/ats/payments/payments-page';
import { PageTitle } from '@/components/ui/page-heading';
import { atsListKey, atsListSearch, PAYMENTS_LIST } from '@/lib/ats/money-query';
import { readAtsPaymentsQuery } from '@/lib/read-query';
import { getPayments } from '@/lib/backend/ats-money';
import { paramsOf } from '@/lib/query-string';
import { can } from '@/lib/shared/permissions';
import { getCurrentUser } from '@/lib/backend/auth';

// Payments against ticket orders (docs/product.md §12 "Screens"): the director and the ATS manager
// read them, the ATS manager records them and moves them forward.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('atsPayments');

export default async function AtsPaymentsPage({ searchParams }: Props) {
  const user = await getCurrentUser();
  const query = readAtsPaymentsQuery(paramsOf(await searchParams));
  const [list, t] = await Promise.all([getPayments(query), getTranslations('pages')]);
  return (
    <PaymentsPage
      query={query}
      heading={<PageTitle>{t('atsPayments.title')}</PageTitle>}
      // Keyed by the URL's filters: a navigation to other filters renders a fresh form with its values.
      filters={<PaymentFilterForm key={atsListSearch(PAYMENTS_LIST, { ...query, page: 1 })} query={query} />}
      initialKey={atsListKey(PAYMENTS_LIST, query)}
      initial={list}
      canManage={can(user.alias, 'ats.manage')}
    />
  );
}
