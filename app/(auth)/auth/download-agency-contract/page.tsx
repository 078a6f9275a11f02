import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ContractDownloadForm } from '@/components/auth/contract-download-form';
import { loadBanks } from '@/lib/backend/load-banks';
import { Alert } from '@/components/ui/alert';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('agency');
  return { title: t('contractTitle') };
}

export default async function DownloadAgencyContractPage() {
  const [t, { banks, branches, failed }] = await Promise.all([getTranslations('agency'), loadBanks()]);
  return (
    <AuthCard wide title={t('contractTitle')} description={t('contractDescription')}>
      <noscript>
        <Alert tone="warning" className="mb-6" title={t('noScript')} />
      </noscript>
      {failed ? <Alert tone="error" className="mb-6" title={t('banksFailed')} /> : null}
      <ContractDownloadForm banks={banks} branches={branches} />
    </AuthCard>
  );
}
