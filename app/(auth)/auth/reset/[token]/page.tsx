import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { BackToLogin } from '@/components/auth/back-to-login';
import { ResetForm } from '@/components/auth/reset-form';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { checkResetToken } from '@/lib/backend/auth';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.reset');
  return { title: t('title') };
}

export default async function ResetPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, t] = await Promise.all([params, getTranslations('auth.reset')]);
  // The token is checked before the form is shown, so an expired link says so at once.
  const check = await checkResetToken(token);
  if (!check) {
    return (
      <AuthCard title={t('invalidTitle')}>
        <Alert tone="error" title={t('invalidTitle')}>
          {t('invalidMessage')}
        </Alert>
        <AppLink href="/auth/forgot" className={`${buttonClass('primary', true)} mt-6`}>
          {t('requestNew')}
        </AppLink>
        <BackToLogin />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('title')} description={t('description')}>
      <ResetForm token={token} email={check.email} />
    </AuthCard>
  );
}
