import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { Highlighted } from '@/components/ui/highlighted';
import { OperatorHtml } from '@/components/ui/operator-html';
import { UrlSearchForm } from '@/components/ui/url-search-form';
import type { FaqEntry, FaqTopic } from '@/lib/schemas/content';
import { markHtml, useContentSearch, type ContentSearch } from '@/lib/content/search';
import { FaqCopyLink, type CopyLinkTexts } from './faq-copy-link';
import { FaqHashOpener } from './faq-hash-opener';
import { PageTitle, EmptyList } from '@/components/ui/page-heading';

export const FAQ_PATH = '/faq';

/** The id of a topic's heading; an answer's id is its own slug (`/faq#<slug>`). */
export const topicAnchor = (slug: string) => `topic-${slug}`;

/**
 * /faq (docs/product.md §10 "The operator's content"): the questions by topic, each a <details>
 * (a disclosure the browser runs: keyboard, no page code), the answer the operator's HTML
 * sanitised; with a query, only the matching entries, open, with the words found marked. Rendered on
 * the server; the page's code is the search form, the copy-link buttons and the fragment opener.
 */
export function FaqView({ topics, query }: { topics: readonly FaqTopic[]; query: string }) {
  const t = useTranslations('faq');
  const tPages = useTranslations('pages');
  const tCommon = useTranslations('common');
  // The spec's success message, the one every copied link shows (docs/product.md §8).
  const tAlerts = useTranslations('alerts.success');
  const count = topics.reduce((sum, topic) => sum + topic.entries.length, 0);
  const search = useContentSearch(query);
  const copyTexts: CopyLinkTexts = { label: t('copyLink'), copied: tAlerts('linkCopied'), failed: t('copyFailed') };

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <FaqHashOpener />
      <PageTitle>{tPages('faq.title')}</PageTitle>

      <div className="space-y-2">
        <UrlSearchForm
          key={query}
          action={FAQ_PATH}
          query={query}
          id="faq-search"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          submitLabel={t('search')}
        />
        {query ? (
          <p className="flex flex-wrap items-baseline gap-x-3 text-sm text-slate-600">
            <span role="status" data-testid="faq-found">
              {t('found', { count })}
            </span>
            <AppLink href={FAQ_PATH} className="font-medium text-brand-ink underline">
              {t('clear')}
            </AppLink>
          </p>
        ) : null}
      </div>

      {count === 0 ? (
        <EmptyList testId="faq-empty">{tCommon('noOptions')}</EmptyList>
      ) : (
        <>
          {query || topics.length < 2 ? null : (
            <nav aria-label={t('topics')}>
              <ul className="flex flex-wrap gap-2">
                {topics.map((topic) => (
                  <li key={topic.id}>
                    <a
                      href={`#${topicAnchor(topic.slug)}`}
                      className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                    >
                      {topic.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {topics.map((topic) => (
            <section
              key={topic.id}
              aria-labelledby={topicAnchor(topic.slug)}
              className="space-y-2"
              data-testid="faq-topic"
            >
              <h2 id={topicAnchor(topic.slug)} className="scroll-mt-20 text-lg font-semibold text-slate-900">
                {topic.name}
              </h2>
              <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {topic.entries.map((entry) => (
                  <FaqItem key={entry.id} entry={entry} search={search} copyTexts={copyTexts} />
                ))}
              </div>
            </section>
          ))}
        </>
      )}
    </section>
  );
}

/** One question; with a search, open, the words it found marked in the question and the answer. */
function FaqItem({
  entry,
  search,
  copyTexts,
}: {
  entry: FaqEntry;
  search: ContentSearch | null;
  copyTexts: CopyLinkTexts;
}) {
  return (
    <details
      id={entry.slug}
      open={search ? true : undefined}
      data-testid="faq-entry"
      className="group scroll-mt-20 target:bg-brand/5"
    >
      <summary className="flex cursor-pointer list-none items-start gap-3 px-4 py-3 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mt-0.5 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-90"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m9 6 6 6-6 6" />
        </svg>
        <span className="min-w-0 flex-1 break-words">
          <Highlighted text={entry.question} marks={search?.marked(entry.question)} />
        </span>
      </summary>
      <div className="flex items-start gap-2 pr-2 pb-4 pl-12">
        <OperatorHtml
          data-testid="faq-answer"
          html={entry.answer}
          className="min-w-0 flex-1 text-sm"
          highlight={search ? (safe) => markHtml(search, safe) : undefined}
        />
        <FaqCopyLink slug={entry.slug} texts={copyTexts} />
      </div>
    </details>
  );
}
