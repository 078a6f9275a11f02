import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { LazyDeskTicketOrderForm } from '@/components/ats/orders/lazy-desk-ticket-order-form';
import { ClientIntl } from '@/components/providers/client-intl';
import { PageTitle } from '@/components/ui/page-heading';
import { getDeskTicketOrderFormOptions } from '@/lib/backend/ats';

export const generateMetadata = pageMetadata('deskTicketOrderCreate');

/** A manual ATS order (docs/product.md §12 "Screens"): the form's options from `form-options`. */
export default async function DeskTicketOrderCreatePage() {
  const [options, t] = await Promise.all([getDeskTicketOrderFormOptions(), getTranslations('pages')]);
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{t('deskTicketOrderCreate.title')}</PageTitle>
      <ClientIntl scope="atsDesk">
        <LazyDeskTicketOrderForm options={options} />
      </ClientIntl>
    </section>
  );
}
