import type { ReactNode } from 'react';
import { SectionTabs, type SectionTab } from '@/components/ui/section-tabs';
import { PageTitle } from '@/components/ui/page-heading';

export type PlaceholderLink = SectionTab;

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
      {links && links.length > 0 ? <SectionTabs label={linksLabel ?? title} tabs={links} /> : null}
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600 sm:p-8" data-testid="placeholder-description">
        <p>{children}</p>
        {note ? <p className="mt-3 text-sm text-slate-500">{note}</p> : null}
      </div>
    </section>
  );
}
