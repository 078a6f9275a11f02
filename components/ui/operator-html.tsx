import { sanitizeHtml, type SanitizeOptions } from '@/lib/html/sanitize';

/** How a search's <mark>s look, in plain text (`Highlighted`) and in the operator's HTML. */
export const MARK_CLASS = 'rounded-sm bg-amber-200 px-0.5 text-inherit';
const HTML_MARK_CLASS = '[&_mark]:rounded-sm [&_mark]:bg-amber-200 [&_mark]:px-0.5 [&_mark]:text-inherit';

/** A short text: a notification, a FAQ answer. */
const MESSAGE_CLASS =
  'space-y-2 break-words text-slate-800 [&_a]:font-medium [&_a]:text-brand-ink [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5';
/** A long text (a news item, a rule): subheadings, quotes, tables and images besides. */
const ARTICLE_CLASS =
  'space-y-3 leading-relaxed [&_li]:my-1 [&_h2]:pt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_img]:max-w-full';

export interface OperatorHtmlProps extends SanitizeOptions {
  html: string;
  /** `article` for a news item or a rule; a notification or an answer is a `message`. */
  layout?: 'message' | 'article';
  className?: string;
  /**
   * Marks a search's matches in the sanitised HTML (`(safe) => highlightHtml(safe, q)`): passed in,
   * so the notifications' client code does not carry the search.
   */
  highlight?: (safeHtml: string) => string;
  'data-testid'?: string;
}

/**
 * The operator's HTML (notifications, news, rules, FAQ answers), always through the one allowlist
 * sanitiser (lib/html/sanitize.ts), so only safe markup renders, laid out the same everywhere.
 */
export function OperatorHtml({ html, layout = 'message', className, headingsFrom, highlight, 'data-testid': testId }: OperatorHtmlProps) {
  const safe = sanitizeHtml(html, { headingsFrom });
  return (
    <div
      data-testid={testId}
      className={[MESSAGE_CLASS, layout === 'article' ? ARTICLE_CLASS : '', highlight ? HTML_MARK_CLASS : '', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: highlight ? highlight(safe) : safe }}
    />
  );
}
