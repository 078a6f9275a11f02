import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/components/ui/page-heading';
import { SectionTabs } from '@/components/ui/section-tabs';

// /profile/{action}: the user's own profile in sections (docs/product.md §2, §10 "The profile").
// One route folder per section, so each page's first load holds only its own section's code.
export const PROFILE_SECTIONS = {
  info: 'profileInfo',
  password: 'profilePassword',
  settings: 'profileSettings',
  commission: 'profileCommission',
  sessions: 'profileSessions',
} as const;
export type ProfileSection = keyof typeof PROFILE_SECTIONS;

/** The title of a section's page: the section, then the profile (the root layout adds the product). */
export function profileMetadata(section: ProfileSection) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('pages');
    return { title: `${t(`${PROFILE_SECTIONS[section]}.title`)} · ${t('profile.title')}` };
  };
}

/** The profile's heading and the tabs between its sections, around one section. */
export async function ProfileFrame({ section, children }: { section: ProfileSection; children: ReactNode }) {
  const t = await getTranslations('pages');
  const tabs = (Object.keys(PROFILE_SECTIONS) as ProfileSection[]).map((slug) => ({
    href: `/profile/${slug}`,
    label: t(`${PROFILE_SECTIONS[slug]}.title`),
    current: slug === section,
  }));
  return (
    <section aria-labelledby="page-title" className="space-y-5">
      <PageTitle>{t('profile.title')}</PageTitle>
      <SectionTabs label={t('sections')} tabs={tabs} />
      <h2 className="sr-only">{t(`${PROFILE_SECTIONS[section]}.title`)}</h2>
      {children}
    </section>
  );
}
