'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { PasswordField } from '@/components/ui/password-field';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { apiFetch } from '@/lib/hooks/fetcher';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { safeNextPath } from '@/lib/safe-next-path';
import type { LoginRequest } from '@/lib/schemas/auth';
import { landingPathFor } from '@/lib/landing-path';

// The sign-in page's first load stays without zod: the schema comes right after hydration.
const resolver = lazyZodResolver<LoginRequest>(() => import('@/lib/schemas/auth').then((schemas) => schemas.loginRequestSchema));

export function LoginForm({ next }: { next?: string }) {
  const t = useTranslations('auth.login');
  const fieldError = useFieldErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ resolver, defaultValues: { login: '', password: '' } });

  useEffect(() => resolver.preload(), []);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = await apiFetch<unknown>('/api/jwt/login', { method: 'POST', json: values });
      // Only the role is read, so a plain check rather than userSchema (all of zod in this bundle).
      const alias = typeof body === 'object' && body !== null && 'alias' in body && typeof body.alias === 'string' ? body.alias : undefined;
      // A full navigation: the server renders the next page with the new session cookie.
      setLeaving(true);
      window.location.assign(safeNextPath(next) ?? landingPathFor(alias));
    } catch (error) {
      // The form keeps its values so the user can correct the password.
      setFailure(error);
    }
  });

  const busy = isSubmitting || leaving;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <ApiErrorAlert error={failure} />
      <TextField
        id="login"
        label={t('login')}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={fieldError(errors.login?.message)}
        {...register('login')}
      />
      <PasswordField
        id="password"
        label={t('password')}
        autoComplete="current-password"
        required
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Link href="/auth/forgot" className="text-sm font-medium text-brand-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand">
          {t('forgot')}
        </Link>
      </div>
      <Button type="submit" fullWidth loading={busy}>
        {busy ? t('submitting') : t('submit')}
      </Button>
      <div className="border-t border-slate-200 pt-5 text-sm text-slate-600">
        <p className="mb-3">{t('newAgency')}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Link href="/auth/agency-registration" className="rounded-lg border border-slate-300 px-3 py-2 text-center font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
            {t('register')}
          </Link>
          <Link href="/auth/download-agency-contract" className="rounded-lg border border-slate-300 px-3 py-2 text-center font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
            {t('contract')}
          </Link>
        </div>
      </div>
    </form>
  );
}
