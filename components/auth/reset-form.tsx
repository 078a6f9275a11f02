'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClass } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { resetPassword } from '@/lib/hooks/use-auth';
import { firstUseZodResolver } from '@/lib/forms/first-use-resolver';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useFormSave } from '@/lib/forms/use-form-save';
import type { resetPasswordRequestSchema } from '@/lib/schemas/auth';

type Values = z.infer<typeof resetPasswordRequestSchema>;

export function ResetForm({ token, email }: { token: string; email: string }) {
  const t = useTranslations('auth.reset');
  const fieldError = useFieldErrorText();
  const [done, setDone] = useState<string | null>(null);
  const [validation] = useState(() =>
    firstUseZodResolver<Values, Values>(() =>
      import('@/lib/schemas/auth').then((schemas) => schemas.resetPasswordFormSchema(email)),
    ),
  );
  const form = useForm<Values>({
    resolver: validation.resolver,
    defaultValues: { password: '', password_confirmation: '' },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const password = useWatch({ control, name: 'password' });

  const {
    save: onSubmit,
    failure,
    setFailure,
  } = useFormSave(
    form,
    ['password', 'password_confirmation'],
    (values) => resetPassword(token, values),
    (message) => setDone(message || t('done')),
  );

  if (done) {
    return (
      <>
        <Alert tone="success" title={t('doneTitle')}>
          {done}
        </Alert>
        <AppLink href="/auth/login" className={`${buttonClass('primary', true)} mt-6`}>
          {t('toLogin')}
        </AppLink>
      </>
    );
  }
  return (
    <form
      method="post"
      onFocus={validation.preload}
      onSubmit={(event) => void onSubmit(event).catch(setFailure)}
      noValidate
      className="space-y-5"
    >
      <ApiErrorAlert error={failure} />
      <div className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm ring-1 ring-slate-200">
        <span className="text-slate-500">{t('account')}: </span>
        <span data-testid="reset-email" className="font-medium break-all text-slate-900">
          {email}
        </span>
      </div>
      {/* Lets password managers pair the new password with the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        ids={{ password: 'password', confirmation: 'password_confirmation' }}
        labels={{ password: t('password'), confirmation: t('confirmation') }}
        errors={{
          password: fieldError(errors.password?.message),
          confirmation: fieldError(errors.password_confirmation?.message),
        }}
        password={password}
        email={email}
        register={{ password: register('password'), confirmation: register('password_confirmation') }}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
