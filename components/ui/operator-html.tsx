import { sanitizeHtml, type SanitizeOptions } from '@/lib/html/sanitize';

export interface OperatorHtmlProps extends SanitizeOptions {
  html: string;
  /** `article` for a news item or a rule (subheadings, quotes, tables, images); otherwise a short message. */
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
 * sanitiser (lib/html/sanitize.ts), so only safe markup renders, laid out the same everywhere
 * (`.operator-html` in app/globals.css).
 */
export function OperatorHtml({
  html,
  layout = 'message',
  className,
  headingsFrom,
  highlight,
  'data-testid': testId,
}: OperatorHtmlProps) {
  const safe = sanitizeHtml(html, { headingsFrom });
  return (
    <div
      data-testid={testId}
      className={['operator-html', layout === 'article' ? 'operator-html-article' : '', className]
        .filter(Boolean)
        .join(' ')}
      dangerouslySetInnerHTML={{ __html: highlight ? highlight(safe) : safe }}
    />
  );
}
