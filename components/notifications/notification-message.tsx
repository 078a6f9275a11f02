import { sanitizeHtml, type SanitizeOptions } from '@/lib/html/sanitize';

/** How the operator's sanitised HTML is laid out wherever it is shown (notifications, news, FAQ answers). */
export const OPERATOR_HTML_CLASS =
  'space-y-2 break-words text-slate-800 [&_a]:font-medium [&_a]:text-brand-ink [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5';

/**
 * The full message: the operator's HTML through the allowlist sanitizer, so only safe markup
 * renders (a news item's text too, with its headings under the page's title: `headingsFrom`).
 */
export function NotificationMessage({ html, className, headingsFrom }: { html: string; className?: string } & SanitizeOptions) {
  return (
    <div
      className={[OPERATOR_HTML_CLASS, className]
        .filter(Boolean)
        .join(' ')}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html, { headingsFrom }) }}
    />
  );
}
