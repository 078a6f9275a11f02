import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';

/**
 * An order's own page (`/orders/{id}`, `/ats/orders/{id}`): a link back to its list, the heading
 * with the order's number and status, and the content its list's side sheet shows.
 */
export function RecordPage({
  back,
  title,
  badge,
  children,
}: {
  back: { href: string; label: string };
  title: string;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby="page-title" className="space-y-4">
      <AppLink
        href={back.href}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-ink hover:underline"
      >
        <span aria-hidden="true">←</span> {back.label}
      </AppLink>
      <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <header className="flex flex-wrap items-center gap-3">
          <h1 id="page-title" className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
            {title}
          </h1>
          {badge}
        </header>
        {children}
      </div>
    </article>
  );
}
