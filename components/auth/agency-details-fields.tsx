'use client';

import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { FormSection } from '@/components/ui/form-section';
import { PhoneField } from '@/components/ui/phone-field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useBankBranches } from '@/lib/hooks/use-contract';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import type { bankSchema } from '@/lib/schemas/contract';
import type { AgencyDetailsInput } from './agency-form-schema';

export type Bank = z.infer<typeof bankSchema>;

const COUNTRIES = ['md', 'ro', 'ua'] as const;

/**
 * The agency's details, shared by registration and the contract download. Must sit inside a
 * FormProvider whose values include AgencyDetailsInput.
 */
export function AgencyDetailsFields({ banks, idPrefix }: { banks: readonly Bank[]; idPrefix: string }) {
  const t = useTranslations('agency');
  const fieldError = useFieldErrorText();
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<AgencyDetailsInput>();
  const country = useWatch({ control, name: 'country' });
  const bankId = useWatch({ control, name: 'bank_id' });

  // Branches load when a bank is chosen; the key is null until then.
  const branches = useBankBranches(bankId);
  // A saved branch (the agency's contract) has its option only once the bank's list is here: the
  // select shows it from then on.
  useEffect(() => {
    const saved = getValues('branch_id');
    if (saved && branches.data?.some((branch) => String(branch.id) === String(saved))) setValue('branch_id', saved);
  }, [branches.data, getValues, setValue]);

  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (name: 'company_name' | 'fiscal_code' | 'city' | 'address' | 'director', autoComplete?: string) => (
    <TextField id={id(name)} label={t(name)} required autoComplete={autoComplete} error={fieldError(errors[name]?.message)} {...register(name)} />
  );

  return (
    <div className="space-y-8">
      <FormSection legend={t('companySection')}>
          {text('company_name', 'organization')}
          <TextField
            id={id('fiscal_code')}
            label={t('fiscal_code')}
            required
            hint={t('fiscalCodeHint')}
            error={fieldError(errors.fiscal_code?.message)}
            {...register('fiscal_code')}
          />
          <Select
            id={id('country')}
            label={t('country')}
            required
            options={COUNTRIES.map((value) => ({ value, label: t(`countries.${value}`) }))}
            error={fieldError(errors.country?.message)}
            {...register('country')}
          />
          {text('city', 'address-level2')}
          <div className="sm:col-span-2">{text('address', 'street-address')}</div>
          {text('director')}
      </FormSection>

      <FormSection legend={t('contactSection')}>
          <TextField
            id={id('email')}
            type="email"
            label={t('email')}
            required
            autoComplete="email"
            error={fieldError(errors.email?.message)}
            {...register('email')}
          />
          <PhoneField
            control={control}
            name="phone"
            id={id('phone')}
            label={t('phone')}
            required
            defaultCountry={country}
            error={fieldError(errors.phone?.message)}
          />
      </FormSection>

      <FormSection legend={t('bankSection')}>
          <Select
            id={id('bank_id')}
            label={t('bank_id')}
            required
            placeholder={t('chooseBank')}
            options={banks.map((bank) => ({ value: String(bank.id), label: `${bank.name} (${bank.code})` }))}
            error={fieldError(errors.bank_id?.message)}
            {...register('bank_id', { onChange: () => setValue('branch_id', '') })}
          />
          <Select
            id={id('branch_id')}
            label={t('branch_id')}
            required
            // Not `disabled`: react-hook-form would then read no value at all and zod would
            // report a type error instead of "required".
            aria-busy={branches.isLoading || undefined}
            placeholder={!bankId ? t('chooseBankFirst') : branches.isLoading ? t('loadingBranches') : t('chooseBranch')}
            options={(branches.data ?? []).map((branch) => ({ value: String(branch.id), label: `${branch.name} (${branch.code})` }))}
            error={fieldError(errors.branch_id?.message) ?? (branches.error ? t('branchesFailed') : undefined)}
            {...register('branch_id')}
          />
          <TextField
            id={id('iban')}
            label={t('iban')}
            required
            autoComplete="off"
            spellCheck={false}
            hint={t('ibanHint')}
            className="font-mono uppercase"
            containerClassName="sm:col-span-2"
            error={fieldError(errors.iban?.message)}
            {...register('iban', { setValueAs: (value: string) => value.replace(/\s+/g, '').toUpperCase() })}
          />
      </FormSection>
    </div>
  );
}
