import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/components/layout/page-metadata';
import { ClientLinksList } from '@/components/client-links/client-links-list';
import { PageTitle } from '@/components/ui/page-heading';
import { getClientLinks } from '@/lib/backend/client-links';
import { clientLinksKey } from '@/lib/client-links/query';
import { paramsOf } from '@/lib/query-string';
import { readClientLinksQuery } from '@/lib/read-query';

// The agent's client links (docs/product.md "Client selections"): the caller's own, newest first.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('clientLinks');

export default async function ClientLinksPage({ searchParams }: Props) {
  const query = readClientLinksQuery(paramsOf(await searchParams));
  const [initial, pages, t] = await Promise.all([
    getClientLinks(query),
    getTranslations('pages'),
    getTranslations('clientLinks'),
  ]);
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{pages('clientLinks.title')}</PageTitle>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <ClientLinksList query={query} initialKey={clientLinksKey(query)} initial={initial} />
    </section>
  );
}
