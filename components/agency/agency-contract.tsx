'use client';

import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { AgencyDetailsFields, type Bank, type BranchesByBank } from '@/components/auth/agency-details-fields';
import { AGENCY_DETAIL_FIELDS, type AgencyDetailsInput } from '@/lib/forms/agency-details';
import { useFormSave } from '@/lib/forms/use-form-save';
import { agencyDetailsSchema } from '@/lib/schemas/contract';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { downloadAgencyContract, useAgencyContract, useAgencyContractActions } from '@/lib/hooks/use-agency';
import type { AgencyContract as Contract } from '@/lib/schemas/agency';

type Output = z.output<typeof agencyDetailsSchema>;

const defaultsOf = (contract: Contract): AgencyDetailsInput =>
  Object.fromEntries(
    AGENCY_DETAIL_FIELDS.map((field) => [
      field,
      field === 'bank_id' || field === 'branch_id' ? String(contract[field]) : contract[field],
    ]),
  ) as AgencyDetailsInput;

/**
 * The agency's signed contract (`/agency/contract`): its number and date, the signed PDF, and
 * its details in the registration's fields with the same bank and branch pickers
 * (PATCH agencies/contract, for a role that may change them).
 */
export function AgencyContract({
  initial,
  banks,
  branches,
  canManage,
}: {
  initial: Contract;
  banks: readonly Bank[];
  branches: BranchesByBank;
  canManage: boolean;
}) {
  const t = useTranslations('agencyAdmin.contract');
  const tAgency = useTranslations('agency');
  const { showApiError } = useAlerts();
  const { data: contract = initial } = useAgencyContract(initial);
  const { saveAgencyContract } = useAgencyContractActions();
  const [downloading, setDownloading] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const form = useForm<AgencyDetailsInput, unknown, Output>({
    shouldFocusError: false,
    resolver: zodResolver(agencyDetailsSchema),
    defaultValues: defaultsOf(initial),
  });

  const { save: onSubmit, failure } = useFormSave(
    form,
    AGENCY_DETAIL_FIELDS,
    saveAgencyContract,
    (answer) => form.reset(defaultsOf(answer)),
    { success: (_answer, values) => t('saved', { name: values.company_name }) },
  );

  const download = async () => {
    setDownloading(true);
    setSaved(null);
    try {
      setSaved(await downloadAgencyContract());
    } catch (error) {
      showApiError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold text-slate-900" data-testid="agency-contract-title">
          {t('title', { number: contract.number, date: contract.signed_at })}
        </h2>
        <Button variant="secondary" loading={downloading} onClick={() => void download()} className="shrink-0">
          {t('download')}
        </Button>
      </div>
      {saved ? (
        <Alert tone="success" title={tAgency('downloadedTitle')}>
          {tAgency('downloaded', { name: saved })}
        </Alert>
      ) : null}

      <FormProvider {...form}>
        <form
          method="post"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="space-y-8"
          aria-labelledby="agency-contract-details"
          data-testid="agency-contract-form"
        >
          <div className="space-y-1">
            <h2 id="agency-contract-details" className="text-base font-semibold text-slate-900">
              {t('details')}
            </h2>
            {canManage ? <p className="text-sm text-slate-500">{tAgency('requiredNote')}</p> : null}
          </div>
          <ApiErrorAlert error={failure} />
          <AgencyDetailsFields banks={banks} branches={branches} idPrefix="agency-contract" />
          {canManage ? (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
              <Button
                variant="secondary"
                onClick={() => form.reset()}
                disabled={form.formState.isSubmitting || !form.formState.isDirty}
              >
                {t('reset')}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting} className="sm:min-w-40">
                {t('save')}
              </Button>
            </div>
          ) : null}
        </form>
      </FormProvider>
    </div>
  );
}
