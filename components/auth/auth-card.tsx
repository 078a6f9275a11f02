import type { ReactNode } from 'react';

/** The white card the auth screens sit in; `wide` for the long agency forms. */
export function AuthCard({
  title,
  description,
  wide = false,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="auth-card-title"
      className={[
        'w-full rounded-2xl bg-white px-5 py-6 shadow-xl ring-1 ring-slate-900/5 sm:px-8 sm:py-8',
        wide ? 'max-w-3xl' : 'max-w-md',
      ].join(' ')}
    >
      <h1 id="auth-card-title" className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
        {title}
      </h1>
      {description ? <p className="mt-1.5 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
