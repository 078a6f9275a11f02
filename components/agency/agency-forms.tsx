'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

// The profile's and the contract's forms (react-hook-form, zod, the pickers, the dialog) come
// after the page, not with it: the first load of a portal page stays within its 160 KiB
// (docs/architecture.md §10). The page's title and tabs are there at once.

function FormLoading() {
  const t = useTranslations('alerts');
  return (
    <div aria-busy="true" className="animate-pulse space-y-4 rounded-xl bg-white p-6 ring-1 ring-slate-200" data-testid="agency-form-loading">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-24 w-40 rounded-lg bg-slate-100" />
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-10 rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

export const LazyAgencyProfileForm = dynamic(() => import('./agency-profile-form').then((module) => module.AgencyProfileForm), {
  ssr: false,
  loading: () => <FormLoading />,
});

export const LazyAgencyContract = dynamic(() => import('./agency-contract').then((module) => module.AgencyContract), {
  ssr: false,
  loading: () => <FormLoading />,
});
