'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { publicationPath } from '@/lib/news/paths';
import type { PublicationSummary } from '@/lib/schemas/content';
import { Highlighted } from '@/components/ui/highlighted';
import { NewsMeta } from './news-meta';

/** One news item of the list: its image, date, category, title (the link to its page) and teaser, the words a search found marked. */
export function NewsItem({ item, marks }: { item: PublicationSummary; marks: readonly string[] }) {
  const t = useTranslations('news');
  return (
    <article
      data-testid={`publication-${item.id}`}
      data-read={item.was_read ? 'true' : 'false'}
      aria-labelledby={`publication-${item.id}-title`}
      className={[
        'relative flex flex-col gap-4 rounded-xl border bg-white p-4 sm:flex-row sm:p-5',
        item.was_read ? 'border-slate-200' : 'border-brand/40 shadow-sm',
      ].join(' ')}
    >
      {item.image ? (
        // A small SVG from the portal's own public/news/: nothing for an image optimiser to do, and
        // next/image's client code would be first-load JS (docs/architecture.md §9: images.unoptimized).
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={item.image}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
          className="h-36 w-full shrink-0 rounded-lg bg-slate-100 object-cover sm:h-28 sm:w-44"
        />
      ) : null}
      <div className="min-w-0 flex-1 space-y-1.5">
        <NewsMeta item={item} labels={{ unread: t('unread'), read: t('read'), pinned: t('pinned') }} />
        <h2
          id={`publication-${item.id}-title`}
          className={[
            'text-lg leading-snug break-words',
            item.was_read ? 'font-medium text-slate-800' : 'font-semibold text-slate-900',
          ].join(' ')}
        >
          {/* The whole card answers a click (the link's ::after covers it); the title stays the link's name. */}
          <AppLink
            href={publicationPath(item.id)}
            className="after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <Highlighted text={item.title} marks={marks} />
          </AppLink>
        </h2>
        <p className="text-sm break-words text-slate-600">
          <Highlighted text={item.teaser} marks={marks} />
        </p>
      </div>
    </article>
  );
}
