import { formatDate } from '@/lib/format/date';
import type { PublicationSummary } from '@/lib/schemas/content';

/**
 * An item's date, category badge, pinned mark and unread marker: the same line in the list and on
 * the item's page. The texts come from the caller (a client list, a server page).
 */
export function NewsMeta({
  item,
  labels,
}: {
  item: Pick<PublicationSummary, 'published_at' | 'category' | 'category_name' | 'pinned' | 'was_read'>;
  labels: { unread: string; read: string; pinned: string };
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
      <time dateTime={item.published_at} className="tabular-nums">
        {formatDate(item.published_at)}
      </time>
      <span
        data-testid="category-badge"
        data-category={item.category}
        className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700"
      >
        {item.category_name}
      </span>
      {item.pinned ? (
        <span
          data-testid="pinned-mark"
          className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3" fill="currentColor">
            <path d="M10.5 1.5 14.5 5.5 12.4 6.1 9.9 8.6 10.4 12 8.9 13.5 6.2 10.8 2.5 14.5 1.5 13.5 5.2 9.8 2.5 7.1 4 5.6 7.4 6.1 9.9 3.6Z" />
          </svg>
          {labels.pinned}
        </span>
      ) : null}
      {item.was_read ? (
        <span className="sr-only">{labels.read}</span>
      ) : (
        <span
          data-testid="unread-marker"
          className="rounded-full bg-brand px-2 py-0.5 font-semibold text-brand-contrast"
        >
          {labels.unread}
        </span>
      )}
    </p>
  );
}
