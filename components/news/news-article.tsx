import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { OperatorHtml } from '@/components/ui/operator-html';
import type { Publication } from '@/lib/schemas/content';
import { MarkPublicationRead } from './mark-publication-read';
import { NewsMeta } from './news-meta';

/**
 * One news item in full, rendered on the server (a link to it can be sent to a colleague): the
 * text through the one sanitiser (lib/html/sanitize.ts). Opening it is reading it, so it shows
 * as read; the mark itself is sent by the small client part.
 */
export async function NewsArticle({ publication }: { publication: Publication }) {
  const t = await getTranslations('news');
  return (
    <article aria-labelledby="page-title" className="space-y-4">
      <AppLink
        href="/publications"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-ink hover:underline"
      >
        <span aria-hidden="true">←</span> {t('back')}
      </AppLink>
      <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <header className="space-y-2">
          <NewsMeta
            item={{ ...publication, was_read: true }}
            labels={{ unread: t('unread'), read: t('read'), pinned: t('pinned') }}
          />
          <h1 id="page-title" className="text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl">
            {publication.title}
          </h1>
        </header>
        {publication.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small SVG of public/news/, as in the list
          <img
            src={publication.image}
            alt=""
            width={640}
            height={360}
            decoding="async"
            className="h-auto w-full max-w-xl rounded-lg bg-slate-100"
          />
        ) : null}
        <OperatorHtml html={publication.body} layout="article" headingsFrom={2} />
      </div>
      <MarkPublicationRead id={publication.id} category={publication.category} wasRead={publication.was_read} />
    </article>
  );
}
