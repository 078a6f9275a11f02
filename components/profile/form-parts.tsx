'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { RequiredMark } from '@/components/ui/form-field';

/** The top of a profile form: what the star means, and a failure that landed on no field. */
export function FormHead({ failure }: { failure: unknown }) {
  const t = useTranslations('profile');
  return (
    <>
      <p className="text-sm text-slate-500">
        <RequiredMark /> {t('requiredNote')}
      </p>
      <ApiErrorAlert error={failure} />
    </>
  );
}

/** The bottom of a profile form: its one button, busy while the form submits. */
export function SubmitRow({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" loading={submitting} className="sm:min-w-40">
        {children}
      </Button>
    </div>
  );
}
