'use client';

import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { AgencyDetailsFields, type Bank, type BranchesByBank } from './agency-details-fields';
import { AGENCY_DETAIL_FIELDS, emptyAgencyDetails, type AgencyDetailsInput } from '@/lib/forms/agency-details';
import { BackToLogin } from './back-to-login';
import type { ApiInit } from '@/lib/hooks/fetcher';
import { useFormSave } from '@/lib/forms/use-form-save';
import { useServerFieldCheck } from '@/lib/forms/use-server-field-check';
import { downloadFile } from '@/lib/download';

function downloadPdf(init: ApiInit, fallbackName: string): Promise<string> {
  return downloadFile('/api/contract/agency', fallbackName, init);
}

/**
 * Fill the agency's details and get the filled contract, or take the blank template. The fields
 * go to the BFF as typed; it checks them with the schema, each as the user leaves it and all on
 * submit, and each text shows under its field (docs/architecture.md §11).
 */
export function ContractDownloadForm({ banks, branches }: { banks: readonly Bank[]; branches: BranchesByBank }) {
  const t = useTranslations('agency');
  const [saved, setSaved] = useState<string | null>(null);
  const [blankPending, setBlankPending] = useState(false);
  const form = useForm<AgencyDetailsInput>({ shouldFocusError: false, defaultValues: emptyAgencyDetails });
  const {
    formState: { isSubmitting },
  } = form;
  const checkField = useServerFieldCheck('/api/contract/agency', form, AGENCY_DETAIL_FIELDS);

  // The form values are never reset: a failed download loses nothing.
  const {
    save: onSubmit,
    failure,
    setFailure,
  } = useFormSave(
    form,
    AGENCY_DETAIL_FIELDS,
    (values) => {
      setSaved(null);
      return downloadPdf({ method: 'POST', json: values }, 'agency-contract.pdf');
    },
    setSaved,
  );

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
      <form
        method="post"
        onSubmit={(event) => void onSubmit(event)}
        onBlur={checkField}
        noValidate
        className="space-y-8"
      >
        <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between noscript:hidden">
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
        <AgencyDetailsFields banks={banks} branches={branches} idPrefix="contract" />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <BackToLogin inline />
          <Button type="submit" loading={isSubmitting} className="sm:min-w-48 noscript:hidden">
            {t('downloadFilled')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
