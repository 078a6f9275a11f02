'use client';

import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { ApiErrorAlert, ApiErrorRetry } from '@/components/ui/api-error-alert';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { PasswordField } from '@/components/ui/password-field';
import { PhoneInput } from '@/components/ui/phone-input';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useFormSave } from '@/lib/forms/use-form-save';
import { useEmployeeActions, useEmployeeEdit } from '@/lib/hooks/use-employees';
import { emailEditable, grantableOptions, type EmployeeCaller } from '@/lib/employees/employee-rights';
import type { Employee, EmployeeFormOptions } from '@/lib/schemas/employees';
import {
  EMPLOYEE_FORM_FIELDS,
  employeeCreateFormSchema,
  employeeEditFormSchema,
  type EmployeeFormInput,
} from './employee-form-schema';

type CreateOutput = z.output<typeof employeeCreateFormSchema>;

export interface EmployeeFormDialogProps {
  /** null: a new employee (with the options of `GET create`); an id: that employee (`GET {id}/edit`). */
  id: number | null;
  options: EmployeeFormOptions;
  /** The signed-in user: the roles offered are those they may give, the e-mail theirs to change or not (lib/employees/employee-rights.ts). */
  caller: EmployeeCaller;
  onClose: () => void;
}

/**
 * Creating or editing an employee in a dialog (docs/product.md "Running the agency: the calls"):
 * required fields marked *, the backend's 422 on their fields, anything else above the form, and
 * nothing typed lost on a failure; on success a message naming the employee. Only
 * the roles the caller may give are offered, and another user's e-mail is read-only to anyone but
 * a director (docs/product.md "Permissions").
 */
export function EmployeeFormDialog({ id, options, caller, onClose }: EmployeeFormDialogProps) {
  const t = useTranslations('employees.form');
  const edit = useEmployeeEdit(id);
  const title = id === null ? t('createTitle') : t('editTitle');
  return (
    <Modal open onClose={onClose} title={title} closeLabel={t('close')} testId="employee-form-dialog">
      {id === null ? (
        <EmployeeForm options={grantableOptions(caller, options)} employee={null} caller={caller} onClose={onClose} />
      ) : edit.data ? (
        <EmployeeForm
          options={grantableOptions(caller, edit.data.options)}
          employee={edit.data.data}
          caller={caller}
          onClose={onClose}
        />
      ) : edit.error ? (
        <ApiErrorRetry error={edit.error} onRetry={() => void edit.mutate()} retryLabel={t('retry')} />
      ) : (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      )}
    </Modal>
  );
}

const valuesOf = (employee: Employee | null, options: EmployeeFormOptions): EmployeeFormInput => ({
  name: employee?.name ?? '',
  email: employee?.email ?? '',
  alias: employee?.alias ?? (options.roles.length === 1 ? options.roles[0]!.value : ''),
  office_id: String(employee?.office?.id ?? (options.offices.length === 1 ? options.offices[0]!.id : '')),
  phone: employee?.phone ?? '',
  ...(employee ? {} : { password: '' }),
});

function EmployeeForm({
  options,
  employee,
  caller,
  onClose,
}: {
  options: EmployeeFormOptions;
  employee: Employee | null;
  caller: EmployeeCaller;
  onClose: () => void;
}) {
  const t = useTranslations('employees.form');
  const fieldError = useFieldErrorText();
  const { createEmployee, editEmployee } = useEmployeeActions();
  const creating = employee === null;
  const emailLocked = !emailEditable(caller, employee?.id ?? null);
  // A director changing someone else's e-mail is told what follows (docs/product.md "Permissions").
  const emailHint = emailLocked
    ? t('emailDirectorOnly')
    : employee && employee.id !== caller.id
      ? t('emailChangeSignsOut')
      : undefined;
  const form = useForm<EmployeeFormInput, unknown, CreateOutput>({
    shouldFocusError: false,
    // One form for both: the edit's schema has no password (the output type is the create's
    // superset); the selects hold strings, which the schemas check and coerce.
    resolver: zodResolver(creating ? employeeCreateFormSchema : employeeEditFormSchema) as unknown as Resolver<
      EmployeeFormInput,
      unknown,
      CreateOutput
    >,
    defaultValues: valuesOf(employee, options),
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const { save: onSubmit, failure } = useFormSave(
    form,
    EMPLOYEE_FORM_FIELDS,
    async (values) => {
      if (creating) await createEmployee(values);
      // A read-only e-mail goes back as it was, whatever the field holds.
      else
        await editEmployee(employee.id, {
          name: values.name,
          email: emailLocked ? employee.email : values.email,
          alias: values.alias,
          office_id: values.office_id,
          phone: values.phone,
        });
    },
    () => onClose(),
    { success: (_answer, values) => t(creating ? 'created' : 'updated', { name: values.name }) },
  );

  return (
    <form
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-4"
      data-testid="employee-form"
    >
      <p className="text-sm text-slate-500">{t('requiredNote')}</p>
      <ApiErrorAlert error={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="employee-name"
          label={t('name')}
          required
          autoComplete="off"
          error={fieldError(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          id="employee-email"
          type="email"
          label={t('email')}
          required
          autoComplete="off"
          readOnly={emailLocked}
          className={emailLocked ? 'bg-slate-50 text-slate-600' : undefined}
          hint={emailHint}
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <Select
          id="employee-role"
          label={t('role')}
          required
          placeholder={t('choose')}
          options={options.roles}
          error={fieldError(errors.alias?.message)}
          {...register('alias')}
        />
        <Select
          id="employee-office"
          label={t('office')}
          required
          placeholder={t('choose')}
          options={options.offices.map((office) => ({ value: String(office.id), label: office.name }))}
          error={fieldError(errors.office_id?.message)}
          {...register('office_id')}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              id="employee-phone"
              name={field.name}
              ref={field.ref}
              label={t('phone')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              defaultCountry="md"
              autoComplete="off"
              error={fieldError(errors.phone?.message)}
            />
          )}
        />
        {creating ? (
          <PasswordField
            id="employee-password"
            label={t('password')}
            required
            autoComplete="new-password"
            hint={t('passwordHint')}
            error={fieldError(errors.password?.message)}
            {...register('password')}
          />
        ) : null}
      </div>
      <FormActions
        cancelLabel={t('cancel')}
        saveLabel={creating ? t('create') : t('save')}
        onCancel={onClose}
        submitting={isSubmitting}
      />
    </form>
  );
}
