import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { LazyUserLinkForm } from '@/components/ats/user-links/lazy-user-link-form';
import { PageTitle } from '@/components/ui/page-heading';
import { getUserLinkFormOptions } from '@/lib/backend/user-links';
import { paramsOf } from '@/lib/query-string';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('atsUserLinkCreate');

/** A new link; `?user={id}` (the unlinked sellers' "Link") chooses the seller when they are the agency's active employees. */
export default async function AtsUserLinkCreatePage({ searchParams }: Props) {
  const [options, t] = await Promise.all([getUserLinkFormOptions(), getTranslations('pages')]);
  const chosen = paramsOf(await searchParams).get('user');
  const userId = options.users.some((user) => user.id === chosen) ? Number(chosen) : undefined;
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{t('atsUserLinkCreate.title')}</PageTitle>
      <LazyUserLinkForm options={options} userId={userId} />
    </section>
  );
}
