'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { PasswordField } from '@/components/ui/password-field';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { login } from '@/lib/hooks/use-auth';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { landingPathFor } from '@/lib/landing-path';
import { safeNextPath } from '@/lib/safe-next-path';
import type { LoginRequest } from '@/lib/schemas/auth';

type Field = keyof LoginRequest;
const FIELDS: readonly Field[] = ['login', 'password'];

// Two fields, so no react-hook-form; loginRequestSchema is loaded right after hydration
// (docs/architecture.md §11, docs/performance.md). It behaves as the other forms do: checked on submit, then again on every change,
// the first invalid field focused, the values sent as the schema outputs them (login trimmed).
let schemaLoad: Promise<(typeof import('@/lib/schemas/auth'))['loginRequestSchema']> | null = null;
const loginSchema = () =>
  (schemaLoad ??= import('@/lib/schemas/auth').then(
    (schemas) => schemas.loginRequestSchema,
    (error: unknown) => {
      schemaLoad = null;
      throw error;
    },
  ));

export function LoginForm({ next }: { next?: string }) {
  const t = useTranslations('auth.login');
  const fieldError = useFieldErrorText();
  const form = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    loginSchema().catch(() => undefined);
  }, []);

  /** Checks the fields and shows their errors; the values as the schema outputs them, or the first invalid field. */
  const validate = async (): Promise<{ values: LoginRequest } | { invalid: Field }> => {
    const data = new FormData(form.current ?? undefined);
    const parsed = (await loginSchema()).safeParse(
      Object.fromEntries(FIELDS.map((field) => [field, data.get(field) ?? ''])),
    );
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    return parsed.success ? { values: parsed.data } : { invalid: FIELDS.find((field) => found[field]) ?? 'login' };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setSubmitting(true);
    try {
      const checked = await validate();
      if ('invalid' in checked) {
        form.current?.querySelector<HTMLInputElement>(`[name="${checked.invalid}"]`)?.focus();
        return;
      }
      const { values } = checked;
      setFailure(null);
      const alias = await login(values);
      // A full navigation: the server renders the next page with the new session cookie.
      setLeaving(true);
      window.location.assign(safeNextPath(next) ?? landingPathFor(alias));
    } catch (error) {
      // The form keeps its values so the user can correct the password.
      setFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  const busy = isSubmitting || leaving;
  return (
    <form
      ref={form}
      // A submit before the script has run must not put the password in the URL (a GET to this page).
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      // After the first submit every change is checked again, so a fixed field loses its error.
      onChange={() => {
        if (submitted) validate().catch(() => undefined);
      }}
      noValidate
      className="space-y-5"
    >
      <ApiErrorAlert error={failure} />
      <TextField
        id="login"
        label={t('login')}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        name="login"
        error={fieldError(errors.login)}
      />
      <PasswordField
        id="password"
        label={t('password')}
        autoComplete="current-password"
        required
        name="password"
        error={fieldError(errors.password)}
      />
      <div className="flex justify-end">
        <AppLink
          href="/auth/forgot"
          className="text-sm font-medium text-brand-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        >
          {t('forgot')}
        </AppLink>
      </div>
      <Button type="submit" fullWidth loading={busy}>
        {busy ? t('submitting') : t('submit')}
      </Button>
      <div className="border-t border-slate-200 pt-5 text-sm text-slate-600">
        <p className="mb-3">{t('newAgency')}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          <AppLink
            href="/auth/agency-registration"
            className="rounded-lg border border-slate-300 px-3 py-2 text-center font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t('register')}
          </AppLink>
          <AppLink
            href="/auth/download-agency-contract"
            className="rounded-lg border border-slate-300 px-3 py-2 text-center font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t('contract')}
          </AppLink>
        </div>
      </div>
    </form>
  );
}
