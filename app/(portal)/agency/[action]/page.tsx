import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AgencyCommission } from '@/components/agency/agency-commission';
import { AgencyContract } from '@/components/agency/agency-contract';
import { AgencyProfileForm } from '@/components/agency/agency-profile-form';
import { AgencyStanding } from '@/components/agency/agency-standing';
import { loadBanks } from '@/components/auth/load-banks';
import { Alert } from '@/components/ui/alert';
import { PageTitle } from '@/components/ui/page-heading';
import { SectionTabs } from '@/components/ui/section-tabs';
import { getAgencyCommission, getAgencyContract, getAgencyProfile, getAgencyStanding } from '@/lib/backend/agency';
import { guardRoute } from '@/lib/route-guard';
import { can, mayOpen } from '@/lib/schemas/permissions';
import type { User } from '@/lib/schemas/user';

// /agency/{action} (docs/product.md §2, "Running the agency"): the agency's sections, each its own
// URL and its own right (docs/product.md "Permissions"). The tabs offer only the sections the
// role may open; another one by URL is the 403 page before anything of it loads.

const SECTIONS = {
  commission: 'agencyCommission',
  profile: 'agencyProfile',
  contract: 'agencyContract',
  standing: 'agencyStanding',
} as const;
type Section = keyof typeof SECTIONS;

type Params = Record<string, string | string[] | undefined>;

function sectionOf(action: unknown): Section {
  if (typeof action !== 'string' || !Object.hasOwn(SECTIONS, action)) notFound();
  return action as Section;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const section = sectionOf((await params).action);
  const t = await getTranslations('pages');
  return { title: `${t(`${SECTIONS[section]}.title`)} · ${t('agency.title')}` };
}

/** The section's content, its data read on the server and handed to it. */
async function content(section: Section, user: User) {
  switch (section) {
    case 'commission':
      return <AgencyCommission commission={await getAgencyCommission()} />;
    case 'profile':
      return <AgencyProfileForm initial={await getAgencyProfile()} canManage={can(user.alias, 'agency.profile.manage')} />;
    case 'contract': {
      const [contract, { banks, failed }, t] = await Promise.all([getAgencyContract(), loadBanks(), getTranslations('agency')]);
      return (
        <>
          {failed ? <Alert tone="error" title={t('banksFailed')} /> : null}
          <AgencyContract initial={contract} banks={banks} canManage={can(user.alias, 'agency.contract.manage')} />
        </>
      );
    }
    case 'standing':
      return <AgencyStanding standing={await getAgencyStanding()} />;
  }
}

export default async function AgencySectionPage({ params }: { params: Promise<Params> }) {
  const action = (await params).action;
  // The route guard first: outside the section's right, the 403 page before anything loads.
  const user = await guardRoute(`/agency/${String(action)}`);
  const section = sectionOf(action);
  const [t, tAdmin, body] = await Promise.all([getTranslations('pages'), getTranslations('agencyAdmin'), content(section, user)]);
  const tabs = (Object.keys(SECTIONS) as Section[])
    .filter((slug) => mayOpen(user.alias, `/agency/${slug}`))
    .map((slug) => ({ href: `/agency/${slug}`, label: t(`${SECTIONS[slug]}.title`), current: slug === section }));
  return (
    <section aria-labelledby="page-title" className="space-y-5">
      <PageTitle>{t('agency.title')}</PageTitle>
      <SectionTabs label={tAdmin('sections')} tabs={tabs} />
      <div data-testid={`agency-section-${section}`}>{body}</div>
    </section>
  );
}
