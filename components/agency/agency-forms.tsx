'use client';

import { lazyForm } from '@/components/ui/lazy-form';

// The profile's and the contract's forms (react-hook-form, zod, the pickers, the dialog) come
// after the page, not with it (docs/performance.md; components/ui/lazy-form.tsx). The page's title and tabs are there at once.
export const LazyAgencyProfileForm = lazyForm(
  () => import('./agency-profile-form').then((module) => module.AgencyProfileForm),
  {
    testId: 'agency-form-loading',
    className: 'h-[40rem]',
  },
);
export const LazyAgencyContract = lazyForm(() => import('./agency-contract').then((module) => module.AgencyContract), {
  testId: 'agency-form-loading',
  className: 'h-[40rem]',
});
