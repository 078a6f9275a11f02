import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { PageTitle } from '@/components/ui/page-heading';

export interface PlaceholderLink {
  href: string;
  label: string;
  current?: boolean;
}

/** The titled body of a route whose screen is not built yet; `links` lead to the screens below it. */
export function PlaceholderPage({
  title,
  children,
  note,
  links,
  linksLabel,
}: {
  title: string;
  children?: ReactNode;
  /** A short line under the description ("this section is being prepared"). */
  note?: string;
  links?: PlaceholderLink[];
  linksLabel?: string;
}) {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{title}</PageTitle>
      {links && links.length > 0 ? (
        <nav aria-label={linksLabel ?? title} className="flex flex-wrap gap-2">
          {links.map((link) => (
            <AppLink
              key={link.href}
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              className="rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 hover:border-brand hover:text-brand-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-brand-contrast"
            >
              {link.label}
            </AppLink>
          ))}
        </nav>
      ) : null}
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600 sm:p-8" data-testid="placeholder-description">
        <p>{children}</p>
        {note ? <p className="mt-3 text-sm text-slate-500">{note}</p> : null}
      </div>
    </section>
  );
}
