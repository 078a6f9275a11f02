import { pageMetadata } from '@/components/layout/page-metadata';
import { FaqView } from '@/components/faq/faq-view';
import { getFaq } from '@/lib/backend/content';
import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';

// /faq?q= (docs/product.md §10 "The operator's content"): every role reads it.
export const generateMetadata = pageMetadata('faq');

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export default async function FaqPage({ searchParams }: Props) {
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')).trim().slice(0, MAX_QUERY_LENGTH);
  const topics = await getFaq(query || undefined);
  return <FaqView topics={topics} query={query} />;
}
