import type { ComponentPropsWithRef } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: Variant;
  /** Shows a spinner, disables the button and sets aria-busy; the label stays for screen readers. */
  loading?: boolean;
  fullWidth?: boolean;
}

/** The look of a button, for a link drawn as one too (the classes are in app/globals.css). */
export const buttonClass = (variant: Variant = 'primary', fullWidth = false) =>
  `btn btn-${variant}${fullWidth ? ' w-full' : ''}`;

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[buttonClass(variant, fullWidth), className].filter(Boolean).join(' ')}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}

export function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 animate-spin" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
