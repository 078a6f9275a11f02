'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { FormSection } from '@/components/ui/form-section';
import { PhoneField } from '@/components/ui/phone-field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import type { bankBranchSchema, bankSchema } from '@/lib/schemas/contract';
import type { AgencyDetailsInput } from '@/lib/forms/agency-details';

export type Bank = z.infer<typeof bankSchema>;
/** Each bank's branches by the bank's id, read on the server with the banks (lib/backend/load-banks.ts). */
export type BranchesByBank = Readonly<Record<string, readonly z.infer<typeof bankBranchSchema>[]>>;

const COUNTRIES = ['md', 'ro', 'ua'] as const;

/**
 * The agency's details, shared by registration and the contract download. Must sit inside a
 * FormProvider whose values include AgencyDetailsInput. The branch list shows the chosen bank's
 * branches, which the page read on the server with the banks.
 */
export function AgencyDetailsFields({
  banks,
  branches,
  idPrefix,
}: {
  banks: readonly Bank[];
  branches: BranchesByBank;
  idPrefix: string;
}) {
  const t = useTranslations('agency');
  const fieldError = useFieldErrorText();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<AgencyDetailsInput>();
  const country = useWatch({ control, name: 'country' });
  const bankId = useWatch({ control, name: 'bank_id' });
  const bankBranches = bankId ? (branches[String(bankId)] ?? []) : [];

  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (name: 'company_name' | 'fiscal_code' | 'city' | 'address' | 'director', autoComplete?: string) => (
    <TextField
      id={id(name)}
      label={t(name)}
      required
      autoComplete={autoComplete}
      error={fieldError(errors[name]?.message)}
      {...register(name)}
    />
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
          // Not `disabled`: react-hook-form would then send no value at all and the schema would
          // report a type error instead of "required".
          placeholder={bankId ? t('chooseBranch') : t('chooseBankFirst')}
          options={bankBranches.map((branch) => ({
            value: String(branch.id),
            label: `${branch.name} (${branch.code})`,
          }))}
          error={fieldError(errors.branch_id?.message)}
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
