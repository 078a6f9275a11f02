'use client';

import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { AgencyDetailsFields, type Bank } from './agency-details-fields';
import { AGENCY_DETAIL_FIELDS, agencyDetailsFormSchema, emptyAgencyDetails, type AgencyDetailsInput } from './agency-form-schema';
import { BackToLogin } from './back-to-login';
import type { ApiInit } from '@/lib/hooks/fetcher';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { downloadFile } from '@/lib/download';

type Output = z.output<typeof agencyDetailsFormSchema>;

function downloadPdf(init: ApiInit, fallbackName: string): Promise<string> {
  return downloadFile('/api/contract/agency', fallbackName, init);
}

/** Fill the agency's details and get the filled contract, or take the blank template. */
export function ContractDownloadForm({ banks }: { banks: readonly Bank[] }) {
  const t = useTranslations('agency');
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [blankPending, setBlankPending] = useState(false);
  const form = useForm<AgencyDetailsInput, unknown, Output>({
    shouldFocusError: false,
    resolver: zodResolver(agencyDetailsFormSchema),
    defaultValues: emptyAgencyDetails,
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  // The form values are never reset: a failed download loses nothing.
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(null);
    try {
      setSaved(await downloadPdf({ method: 'POST', json: values }, 'agency-contract.pdf'));
    } catch (error) {
      if (!applyServerErrors(error, setError, AGENCY_DETAIL_FIELDS)) setFailure(error);
    }
  }, (_errors, event) => focusFirstInvalid(event?.target instanceof HTMLFormElement ? event.target : null));

  const downloadBlank = async () => {
    setFailure(null);
    setSaved(null);
    setBlankPending(true);
    try {
      setSaved(await downloadPdf({ method: 'GET' }, 'agency-contract-template.pdf'));
    } catch (error) {
      setFailure(error);
    } finally {
      setBlankPending(false);
    }
  };

  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-8">
        <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{t('blankDescription')}</p>
          <Button variant="secondary" loading={blankPending} onClick={() => void downloadBlank()} className="shrink-0">
            {t('downloadBlank')}
          </Button>
        </div>
        <p className="text-sm text-slate-500">{t('requiredNote')}</p>
        <ApiErrorAlert error={failure} />
        {saved ? (
          <Alert tone="success" title={t('downloadedTitle')}>
            {t('downloaded', { name: saved })}
          </Alert>
        ) : null}
        <AgencyDetailsFields banks={banks} idPrefix="contract" />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <BackToLogin inline />
          <Button type="submit" loading={isSubmitting} className="sm:min-w-48">
            {t('downloadFilled')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
