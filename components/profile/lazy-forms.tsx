'use client';

import { lazyForm } from '@/components/ui/lazy-form';

// The profile's forms (react-hook-form, zod, the resolver) load after the page (docs/performance.md,
// components/ui/lazy-form.tsx).
export const LazyProfileInfo = lazyForm(() => import('./info-section').then((module) => module.ProfileInfoSection), {
  testId: 'profile-form-loading',
  className: 'h-96',
});
export const LazyPassword = lazyForm(() => import('./password-section').then((module) => module.PasswordSection), {
  testId: 'profile-form-loading',
  className: 'h-[32rem] max-w-xl',
});
export const LazySettings = lazyForm(() => import('./settings-section').then((module) => module.SettingsSection), {
  testId: 'profile-form-loading',
  className: 'h-80 max-w-xl',
});
