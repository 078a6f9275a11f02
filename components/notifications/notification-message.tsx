import { sanitizeHtml } from '@/lib/html/sanitize';

/** How the operator's sanitised HTML is laid out wherever it is shown (notifications, FAQ answers). */
export const OPERATOR_HTML_CLASS =
  'space-y-2 break-words text-slate-800 [&_a]:font-medium [&_a]:text-brand-ink [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5';

/** The full message: the operator's HTML through the allowlist sanitizer, so only safe markup renders. */
export function NotificationMessage({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={[OPERATOR_HTML_CLASS, className]
        .filter(Boolean)
        .join(' ')}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
