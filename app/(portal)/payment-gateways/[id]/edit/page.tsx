import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { LazyGatewayForm } from '@/components/gateways/lazy-gateway-form';
import { PageTitle } from '@/components/ui/page-heading';
import { getPaymentGateway } from '@/lib/backend/agency';
import { getCurrentUser } from '@/lib/backend/auth';
import { can } from '@/lib/shared/permissions';
import { recordIdOr404 } from '@/lib/route-params';

type Props = { params: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('paymentGatewayEdit');

export default async function GatewayEditPage({ params }: Props) {
  const id = recordIdOr404((await params).id);
  const [gateway, user, t] = await Promise.all([getPaymentGateway(id), getCurrentUser(), getTranslations('pages')]);
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{t('paymentGatewayEdit.title')}</PageTitle>
      {/* The answer carries no secret, only when it was set: nothing of it reaches the page. */}
      <LazyGatewayForm gateway={gateway} canSetSecret={can(user.alias, 'gateways.secrets.manage')} />
    </section>
  );
}
