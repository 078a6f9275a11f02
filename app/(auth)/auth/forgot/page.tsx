import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ForgotForm } from '@/components/auth/forgot-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.forgot');
  return { title: t('title') };
}

export default async function ForgotPage() {
  const t = await getTranslations('auth.forgot');
  return (
    <AuthCard title={t('title')} description={t('description')}>
      <ForgotForm />
    </AuthCard>
  );
}
