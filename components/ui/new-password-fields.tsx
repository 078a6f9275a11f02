'use client';

import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  /** The new password's input id and the repeat's. */
  ids: { password: string; confirmation: string };
  labels: { password: ReactNode; confirmation: ReactNode };
  /** Already translated. */
  errors: { password?: string; confirmation?: string };
  /** What is typed in the new password now, for the checklist. */
  password: string;
  /** The account's email: the password must not be it. */
  email: string;
  register: { password: UseFormRegisterReturn; confirmation: UseFormRegisterReturn };
}

/**
 * A new password, the rules it must meet ticked as it is typed, and its repeat: the profile's
 * password change and the password reset (lib/shared/password-strength.ts).
 */
export function NewPasswordFields({ ids, labels, errors, password, email, register }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        id={ids.password}
        label={labels.password}
        autoComplete="new-password"
        required
        error={errors.password}
        {...register.password}
      />
      <PasswordChecklist id={`${ids.password}-rules`} password={password} email={email} />
      <PasswordField
        id={ids.confirmation}
        label={labels.confirmation}
        autoComplete="new-password"
        required
        error={errors.confirmation}
        {...register.confirmation}
      />
    </>
  );
}
