import { getTranslations } from 'next-intl/server';
import { NotificationMessage } from '@/components/notifications/notification-message';
import { AppLink } from '@/components/ui/app-link';
import type { Publication } from '@/lib/schemas/content';
import { MarkPublicationRead } from './mark-publication-read';
import { NewsMeta } from './news-meta';

/** The operator's HTML beyond a notification's: subheadings, quotes and tables of a news text. */
const ARTICLE_HTML =
  'space-y-3 leading-relaxed [&_h2]:pt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_img]:max-w-full';

/**
 * One news item in full, rendered on the server (a link to it can be sent to a colleague): the
 * text through the one sanitiser (lib/html/sanitize.ts). Opening it is reading it, so it shows
 * as read; the mark itself is sent by the small client part.
 */
export async function NewsArticle({ publication }: { publication: Publication }) {
  const t = await getTranslations('news');
  return (
    <article aria-labelledby="page-title" className="space-y-4">
      <AppLink href="/publications" className="inline-flex items-center gap-1 text-sm font-medium text-brand-ink hover:underline">
        <span aria-hidden="true">←</span> {t('back')}
      </AppLink>
      <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <header className="space-y-2">
          <NewsMeta item={{ ...publication, was_read: true }} labels={{ unread: t('unread'), read: t('read'), pinned: t('pinned') }} />
          <h1 id="page-title" className="text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl">
            {publication.title}
          </h1>
        </header>
        {publication.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small SVG of public/news/, as in the list
          <img src={publication.image} alt="" width={640} height={360} decoding="async" className="h-auto w-full max-w-xl rounded-lg bg-slate-100" />
        ) : null}
        <NotificationMessage html={publication.body} className={ARTICLE_HTML} headingsFrom={2} />
      </div>
      <MarkPublicationRead id={publication.id} category={publication.category} wasRead={publication.was_read} />
    </article>
  );
}
