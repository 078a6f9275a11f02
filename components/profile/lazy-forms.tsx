'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import type { NotificationPosition, Profile, SettingsForm } from '@/lib/schemas/profile';

// The profile's forms (react-hook-form, zod, the resolver: ~80 KiB gzip) are not first-load code:
// the page's budget (docs/performance.md) leaves them no room. React.lazy, not next/dynamic, whose
// loader is first-load code itself; mounted in the browser only, as the flight booking form is
// (components/flights/booking/flight-booking.tsx says why), a placeholder of its height meanwhile.
const ProfileInfoSection = lazy(() => import('./info-section').then((module) => ({ default: module.ProfileInfoSection })));
const PasswordSection = lazy(() => import('./password-section').then((module) => ({ default: module.PasswordSection })));
const SettingsSection = lazy(() => import('./settings-section').then((module) => ({ default: module.SettingsSection })));

function AfterLoad({ height, children }: { height: string; children: ReactNode }) {
  const t = useTranslations('common');
  const hydrated = useHydrated();
  const placeholder = (
    <div role="status" data-testid="profile-form-loading" className={`${height} animate-pulse rounded-xl border border-slate-200 bg-white`}>
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
  return hydrated ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

export function LazyProfileInfo({ profile }: { profile: Profile }) {
  return (
    <AfterLoad height="h-96">
      <ProfileInfoSection profile={profile} />
    </AfterLoad>
  );
}

export function LazyPassword() {
  return (
    <AfterLoad height="h-[32rem] max-w-xl">
      <PasswordSection />
    </AfterLoad>
  );
}

export function LazySettings({ settings }: { settings: { notification_position: NotificationPosition; locale: SettingsForm['locale'] | null } }) {
  return (
    <AfterLoad height="h-80 max-w-xl">
      <SettingsSection settings={settings} />
    </AfterLoad>
  );
}
