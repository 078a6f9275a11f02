import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { LazyGatewayForm } from '@/components/gateways/lazy-gateway-form';
import { PageTitle } from '@/components/ui/page-heading';
import { getCurrentUser } from '@/lib/backend/auth';
import { can } from '@/lib/shared/permissions';

export const generateMetadata = pageMetadata('paymentGatewayCreate');

export default async function GatewayCreatePage() {
  const [user, t] = await Promise.all([getCurrentUser(), getTranslations('pages')]);
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{t('paymentGatewayCreate.title')}</PageTitle>
      <LazyGatewayForm canSetSecret={can(user.alias, 'gateways.secrets.manage')} />
    </section>
  );
}
