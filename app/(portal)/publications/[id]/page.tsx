import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsArticle } from '@/components/news/news-article';
import { notFoundOn404 } from '@/lib/backend/errors';
import { getPublication } from '@/lib/backend/content';

// One news item on its own URL, rendered on the server (docs/product.md §2).
type Props = { params: Promise<{ id: string }> };

async function readId(params: Props['params']): Promise<number> {
  const { id } = await params;
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  return Number(id);
}

/** A missing item is this page's 404. Once per request (title + page). */
const loadPublication = cache((id: number) => notFoundOn404(getPublication(id)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await loadPublication(await readId(params))).title };
}

export default async function PublicationPage({ params }: Props) {
  const publication = await loadPublication(await readId(params));
  return <NewsArticle key={publication.id} publication={publication} />;
}
