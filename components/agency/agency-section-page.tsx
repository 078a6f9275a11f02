import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/components/ui/page-heading';
import { SectionTabs } from '@/components/ui/section-tabs';
import { getCurrentUser } from '@/lib/backend/auth';
import { mayOpen } from '@/lib/shared/permissions';
import type { User } from '@/lib/schemas/user';

// /agency/{action} (docs/product.md §2, §10 "The agency's sections"): each section its own URL,
// its own right (docs/product.md "Permissions") and its own route file, so a section's page
// loads only its own code (the read-only ones none of the forms').

export const AGENCY_SECTIONS = {
  commission: 'agencyCommission',
  profile: 'agencyProfile',
  contract: 'agencyContract',
  standing: 'agencyStanding',
} as const;
export type AgencySection = keyof typeof AGENCY_SECTIONS;

/** A section's route: its title, then the page (outside the right, proxy.ts shows the 403 page and this never runs). */
export function agencySectionRoute(section: AgencySection, content: (user: User) => Promise<ReactNode>) {
  return {
    generateMetadata: async (): Promise<Metadata> => {
      const t = await getTranslations('pages');
      return { title: `${t(`${AGENCY_SECTIONS[section]}.title`)} · ${t('agency.title')}` };
    },
    Page: async function AgencySectionPage() {
      const user = await getCurrentUser();
      const [t, tAdmin, body] = await Promise.all([
        getTranslations('pages'),
        getTranslations('agencyAdmin'),
        content(user),
      ]);
      // Only the sections the role may open are offered.
      const tabs = (Object.keys(AGENCY_SECTIONS) as AgencySection[])
        .filter((slug) => mayOpen(user.alias, `/agency/${slug}`))
        .map((slug) => ({
          href: `/agency/${slug}`,
          label: t(`${AGENCY_SECTIONS[slug]}.title`),
          current: slug === section,
        }));
      return (
        <section aria-labelledby="page-title" className="space-y-5">
          <PageTitle>{t('agency.title')}</PageTitle>
          <SectionTabs label={tAdmin('sections')} tabs={tabs} />
          <div data-testid={`agency-section-${section}`}>{body}</div>
        </section>
      );
    },
  };
}
