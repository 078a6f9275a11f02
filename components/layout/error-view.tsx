import type { ReactNode } from 'react';

/** The body of the error pages: code, title, message and actions (app-shell adds the images). */
export function ErrorView({ code, title, message, actions }: { code: string; title: string; message: string; actions: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <section aria-labelledby="error-title" className="w-full max-w-lg text-center">
        <p className="text-6xl font-bold tracking-tight text-brand-ink sm:text-7xl">{code}</p>
        <h1 id="error-title" className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">
          {title}
        </h1>
        <p className="mt-3 text-slate-600">{message}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </section>
    </main>
  );
}
