import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.login');
  return { title: t('metaTitle') };
}

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ next }, t] = await Promise.all([searchParams, getTranslations('auth.login')]);
  return (
    <AuthCard title={t('title')} description={t('description')}>
      <LoginForm next={typeof next === 'string' ? next : undefined} />
    </AuthCard>
  );
}
