import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('portal');
  return { title: t('searchTitle') };
}

export default async function TourSearchPage() {
  const t = await getTranslations('portal');
  return <PlaceholderPage title={t('searchTitle')}>{t('searchDescription')}</PlaceholderPage>;
}
