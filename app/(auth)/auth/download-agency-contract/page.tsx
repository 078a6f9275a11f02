import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ContractDownloadForm } from '@/components/auth/contract-download-form';
import { loadBanks } from '@/components/auth/load-banks';
import { Alert } from '@/components/ui/alert';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('agency');
  return { title: t('contractTitle') };
}

export default async function DownloadAgencyContractPage() {
  const [t, { banks, failed }] = await Promise.all([getTranslations('agency'), loadBanks()]);
  return (
    <AuthCard wide title={t('contractTitle')} description={t('contractDescription')}>
      {failed ? <Alert tone="error" className="mb-6" title={t('banksFailed')} /> : null}
      <ContractDownloadForm banks={banks} />
    </AuthCard>
  );
}
