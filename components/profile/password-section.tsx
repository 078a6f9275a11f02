'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { PasswordField } from '@/components/ui/password-field';
import { FormHead, SubmitRow } from './form-parts';
import { useFormSave } from '@/lib/forms/use-form-save';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useProfileActions } from '@/lib/hooks/use-profile';
import { useUser } from '@/lib/hooks/use-user';
import { changePasswordFormSchema, type ChangePassword } from '@/lib/schemas/profile';

const EMPTY: ChangePassword = { current_password: '', password: '', password_confirmation: '' };

/**
 * Password (`POST v1/profile/change_password`): current, new and repeated, the rules shown as a
 * checklist while the new one is typed; a wrong current password is the backend's 422 on its field.
 * A change ends the user's other sessions (docs/product.md §10 "The profile").
 */
export function PasswordSection() {
  const t = useTranslations('profile.password');
  const fieldError = useFieldErrorText();
  const { user } = useUser();
  const { changePassword } = useProfileActions();
  const [schema] = useState(() => changePasswordFormSchema(user.email));
  const form = useForm<ChangePassword>({
    shouldFocusError: false,
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const {
    register,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const password = useWatch({ control, name: 'password' });

  const { save: onSubmit, failure } = useFormSave(
    form,
    ['current_password', 'password', 'password_confirmation'],
    changePassword,
    () => reset(EMPTY),
    { success: () => t('changed') },
  );

  return (
    <section
      aria-labelledby="password-title"
      className="max-w-xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="password-title" className="mb-1 text-base font-semibold text-slate-900">
        {t('title')}
      </h3>
      <p className="mb-4 text-sm text-slate-600">{t('note')}</p>
      <form
        method="post"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="space-y-4"
        data-testid="password-form"
      >
        <FormHead failure={failure} />
        {/* Lets password managers pair the new password with the right account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <PasswordField
          id="current_password"
          label={t('current')}
          autoComplete="current-password"
          required
          error={fieldError(errors.current_password?.message)}
          {...register('current_password')}
        />
        <NewPasswordFields
          ids={{ password: 'new_password', confirmation: 'password_confirmation' }}
          labels={{ password: t('new'), confirmation: t('repeat') }}
          errors={{
            password: fieldError(errors.password?.message),
            confirmation: fieldError(errors.password_confirmation?.message),
          }}
          password={password}
          email={user.email}
          register={{ password: register('password'), confirmation: register('password_confirmation') }}
        />
        <SubmitRow submitting={isSubmitting}>{t('submit')}</SubmitRow>
      </form>
    </section>
  );
}
