import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProfileCommissionSection } from '@/components/profile/commission-section';
import { ProfileInfoSection } from '@/components/profile/info-section';
import { PasswordSection } from '@/components/profile/password-section';
import { SessionsSection } from '@/components/profile/sessions-section';
import { SettingsSection } from '@/components/profile/settings-section';
import { PageTitle } from '@/components/ui/page-heading';
import { SectionTabs } from '@/components/ui/section-tabs';
import { getProfile, getProfileCommission, getProfileSettings, getSessions } from '@/lib/backend/profile';
import { readCommissionPeriod } from '@/lib/profile/commission-period';
import { guardedPage } from '@/lib/route-guard';

// /profile/{action}: the user's own profile in sections (docs/product.md §2, "Running the agency: the calls").
const SECTIONS = {
  info: 'profileInfo',
  password: 'profilePassword',
  settings: 'profileSettings',
  commission: 'profileCommission',
  sessions: 'profileSessions',
} as const;
type Section = keyof typeof SECTIONS;

type Params = Record<string, string | string[] | undefined>;
type Props = { params: Promise<Params>; searchParams: Promise<Params> };

function sectionOf(action: unknown): Section {
  if (typeof action !== 'string' || !Object.hasOwn(SECTIONS, action)) notFound();
  return action as Section;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: `${t(`${SECTIONS[sectionOf((await params).action)]}.title`)} · ${t('profile.title')}` };
}

async function content(section: Section, searchParams: Params) {
  switch (section) {
    case 'info':
      return <ProfileInfoSection profile={await getProfile()} />;
    case 'password':
      return <PasswordSection />;
    case 'settings':
      return <SettingsSection settings={await getProfileSettings()} />;
    case 'commission': {
      const period = readCommissionPeriod(searchParams);
      return <ProfileCommissionSection period={period} initial={await getProfileCommission(period)} />;
    }
    case 'sessions':
      return <SessionsSection sessions={await getSessions()} />;
  }
}

export default guardedPage(
  (params) => `/profile/${String(params.action)}`,
  async function ProfileSectionPage({ params, searchParams }: Props) {
    const [{ action }, query] = await Promise.all([params, searchParams]);
    const section = sectionOf(action);
    const [t, body] = await Promise.all([getTranslations('pages'), content(section, query)]);
    const tabs = (Object.keys(SECTIONS) as Section[]).map((slug) => ({ href: `/profile/${slug}`, label: t(`${SECTIONS[slug]}.title`), current: slug === section }));
    return (
      <section aria-labelledby="page-title" className="space-y-5">
        <PageTitle>{t('profile.title')}</PageTitle>
        <SectionTabs label={t('sections')} tabs={tabs} />
        <h2 className="sr-only">{t(`${SECTIONS[section]}.title`)}</h2>
        {body}
      </section>
    );
  },
);
