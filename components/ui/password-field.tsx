'use client';

import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { FormField, controlClass } from './form-field';

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A password input with a show/hide toggle that keeps the caret and is announced as a toggle. */
export function PasswordField({ id, label, error, hint, required, className, ...input }: PasswordFieldProps) {
  const t = useTranslations('common');
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      {(a11y) => (
        <div className="relative">
          <input
            {...input}
            {...a11y}
            type={visible ? 'text' : 'password'}
            className={[controlClass, 'pr-11', className].filter(Boolean).join(' ')}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={id}
            aria-label={visible ? t('hidePassword') : t('showPassword')}
            data-tooltip={visible ? t('hidePassword') : t('showPassword')}
            className="tooltip tooltip-end absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand"
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </FormField>
  );
}

function EyeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path
        d="M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.1 6.1C3.5 7.9 2 12 2 12s3.6 7 10 7a9.9 9.9 0 0 0 5.9-1.9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" strokeLinecap="round" />
    </svg>
  );
}
