'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { BackToLogin } from './back-to-login';
import { requestPasswordReset } from '@/lib/hooks/use-auth';
import { firstUseZodResolver } from '@/lib/forms/first-use-resolver';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useFormSave } from '@/lib/forms/use-form-save';
import type { forgotPasswordRequestSchema } from '@/lib/schemas/auth';

type Values = z.infer<typeof forgotPasswordRequestSchema>;

const validation = firstUseZodResolver<Values, Values>(() =>
  import('@/lib/schemas/auth').then((schemas) => schemas.forgotPasswordRequestSchema),
);

export function ForgotForm() {
  const t = useTranslations('auth.forgot');
  const fieldError = useFieldErrorText();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: validation.resolver, defaultValues: { email: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const {
    save: onSubmit,
    failure,
    setFailure,
  } = useFormSave(form, ['email'], requestPasswordReset, (message) => setDone(message || t('sent')));

  if (done) {
    return (
      <>
        <Alert tone="success" title={t('sentTitle')}>
          {done}
        </Alert>
        <BackToLogin />
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
      <TextField
        id="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        required
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        {t('submit')}
      </Button>
      <BackToLogin />
    </form>
  );
}
