import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { GatewaysTable } from '@/components/gateways/gateways-table';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { EmptyList, PageTitle } from '@/components/ui/page-heading';
import { getPaymentGateways } from '@/lib/backend/agency';

// The agency's payment gateways (docs/product.md §10 "Payment gateways"): directors and managers.

export const generateMetadata = pageMetadata('paymentGateways');

export default async function PaymentGatewaysPage() {
  const [gateways, pages, t] = await Promise.all([
    getPaymentGateways(),
    getTranslations('pages'),
    getTranslations('gateways.list'),
  ]);
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{pages('paymentGateways.title')}</PageTitle>
        <AppLink href="/payment-gateways/create" className={buttonClass()}>
          {t('create')}
        </AppLink>
      </div>
      {gateways.length ? (
        <GatewaysTable gateways={gateways} />
      ) : (
        <EmptyList testId="gateways-empty">{t('empty')}</EmptyList>
      )}
    </section>
  );
}
