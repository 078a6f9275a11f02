import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AgencyRegistrationForm } from '@/components/auth/agency-registration-form';
import { AuthCard } from '@/components/auth/auth-card';
import { loadBanks } from '@/lib/backend/load-banks';
import { Alert } from '@/components/ui/alert';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('agency');
  return { title: t('registrationTitle') };
}

export default async function AgencyRegistrationPage() {
  const [t, { banks, branches, failed }] = await Promise.all([getTranslations('agency'), loadBanks()]);
  return (
    <AuthCard wide title={t('registrationTitle')} description={t('registrationDescription')}>
      <noscript>
        <Alert tone="warning" className="mb-6" title={t('noScript')} />
      </noscript>
      {failed ? <Alert tone="error" className="mb-6" title={t('banksFailed')} /> : null}
      <AgencyRegistrationForm banks={banks} branches={branches} />
    </AuthCard>
  );
}
