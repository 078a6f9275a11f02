import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { LazyAtsOrderForm } from '@/components/ats/orders/lazy-ats-order-form';
import { ClientIntl } from '@/components/providers/client-intl';
import { PageTitle } from '@/components/ui/page-heading';
import { getAtsOrderFormOptions } from '@/lib/backend/ats';

export const generateMetadata = pageMetadata('atsOrderCreate');

/** A manual ATS order (docs/product.md §12 "Screens"): the form's options from `form-options`. */
export default async function AtsOrderCreatePage() {
  const [options, t] = await Promise.all([getAtsOrderFormOptions(), getTranslations('pages')]);
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{t('atsOrderCreate.title')}</PageTitle>
      <ClientIntl scope="atsDesk">
        <LazyAtsOrderForm options={options} />
      </ClientIntl>
    </section>
  );
}
