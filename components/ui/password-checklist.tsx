'use client';

import { useTranslations } from 'next-intl';
import { passwordChecks } from '@/lib/shared/password-strength';

/**
 * The password rules (lib/shared/password-strength.ts) as a checklist that follows what the user
 * types: each rule ticked once the password meets it. The profile's password form and the
 * password reset show it; the backend enforces the same rules.
 */
export function PasswordChecklist({ id, password, email = '' }: { id: string; password: string; email?: string }) {
  const t = useTranslations('validation.passwordRules');
  return (
    <div id={id} className="rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
      <p className="mb-1.5 text-xs font-medium text-slate-600">{t('title')}</p>
      <ul className="space-y-1 text-sm" data-testid="password-checklist">
        {passwordChecks(password, email).map(({ rule, ok }) => (
          <li
            key={rule}
            data-rule={rule}
            data-ok={ok}
            className={`flex items-start gap-2 ${ok ? 'text-emerald-700' : 'text-slate-600'}`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
              {ok ? (
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              ) : (
                <circle cx="10" cy="10" r="3" />
              )}
            </svg>
            <span>
              {t(rule)}
              <span className="sr-only">{`: ${ok ? t('met') : t('notMet')}`}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
