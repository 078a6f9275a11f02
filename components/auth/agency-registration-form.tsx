'use client';

import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { AgencyDetailsFields, type Bank, type BranchesByBank } from './agency-details-fields';
import { AGENCY_DETAIL_FIELDS, emptyAgencyDetails, type AgencyRegistrationInput } from '@/lib/forms/agency-details';
import { BackToLogin } from './back-to-login';
import { registerAgency } from '@/lib/hooks/use-contract';
import { useFormSave } from '@/lib/forms/use-form-save';
import { useServerFieldCheck } from '@/lib/forms/use-server-field-check';
import { useFieldErrorText } from '@/lib/forms/use-field-error';

const FIELDS = [...AGENCY_DETAIL_FIELDS, 'contact_name', 'accept_terms'] as const;

/**
 * The agency's registration. The fields go to the BFF as typed; it checks them with the schema,
 * each as the user leaves it and all on submit, and each text shows under its field
 * (docs/architecture.md §11).
 */
export function AgencyRegistrationForm({ banks, branches }: { banks: readonly Bank[]; branches: BranchesByBank }) {
  const t = useTranslations('agency');
  const fieldError = useFieldErrorText();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<AgencyRegistrationInput>({
    shouldFocusError: false,
    defaultValues: { ...emptyAgencyDetails, contact_name: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const checkField = useServerFieldCheck('/api/contract/agency-registration', form, FIELDS);

  // A 422 whose errors all landed on fields needs no second message; anything else is shown.
  const { save: onSubmit, failure } = useFormSave(form, FIELDS, registerAgency, (message) => {
    setDone(message || t('registered'));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  });

  if (done) {
    return (
      <>
        <Alert tone="success" title={t('registeredTitle')}>
          {done}
        </Alert>
        <BackToLogin />
      </>
    );
  }
  return (
    <FormProvider {...form}>
      <form
        method="post"
        onSubmit={(event) => void onSubmit(event)}
        onBlur={checkField}
        noValidate
        className="space-y-8"
      >
        <p className="text-sm text-slate-500">{t('requiredNote')}</p>
        <ApiErrorAlert error={failure} />
        <AgencyDetailsFields banks={banks} branches={branches} idPrefix="reg" />
        <fieldset className="space-y-4">
          <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {t('userSection')}
          </legend>
          <TextField
            id="reg-contact_name"
            label={t('contact_name')}
            hint={t('contactNameHint')}
            required
            autoComplete="name"
            error={fieldError(errors.contact_name?.message)}
            {...register('contact_name')}
          />
          <Checkbox
            id="reg-accept_terms"
            label={t('accept_terms')}
            required
            error={fieldError(errors.accept_terms?.message)}
            {...register('accept_terms')}
          />
        </fieldset>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <BackToLogin inline />
          <Button type="submit" loading={isSubmitting} className="sm:min-w-48 noscript:hidden">
            {t('submitRegistration')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
