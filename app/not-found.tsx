import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/layout/error-view';
import { RetryButton } from '@/components/layout/retry-button';
import { buttonClass } from '@/components/ui/button';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: t('notFoundTitle') };
}

export default async function NotFound() {
  const t = await getTranslations('errors');
  return (
    <ErrorView
      code="404"
      title={t('notFoundTitle')}
      message={t('404')}
      actions={
        <>
          <RetryButton label={t('retry')} />
          <Link href="/" className={buttonClass('primary')}>
            {t('home')}
          </Link>
        </>
      }
    />
  );
}
