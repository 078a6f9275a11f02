import type { ReactNode } from 'react';

export type ErrorCode = '403' | '404' | '500' | '888' | '999';

/** Each error page's title in the `errors` catalogue (the message is the code itself). */
export const errorTitleKey = {
  '403': 'forbiddenTitle',
  '404': 'notFoundTitle',
  '500': 'serverTitle',
  '888': 'networkTitle',
  '999': 'errorTitle',
} as const;

/**
 * The body of the error pages (docs/product.md §2): illustration (public/errors/<code>.svg), code, title,
 * message and actions. Plain markup without hooks, so server pages and client boundaries share it.
 */
export function ErrorView({
  code,
  title,
  message,
  actions,
  imageAlt,
  inline = false,
}: {
  code: ErrorCode;
  title: string;
  message: string;
  actions: ReactNode;
  imageAlt: string;
  /** Inside the portal's chrome: a section of its <main>, so the top bar and menu stay usable. */
  inline?: boolean;
}) {
  const Root = inline ? 'div' : 'main';
  return (
    <Root
      data-testid="error-page"
      data-code={code}
      className={
        inline
          ? 'flex items-center justify-center px-4 py-12'
          : 'flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12'
      }
    >
      <section aria-labelledby="error-title" className="w-full max-w-lg text-center">
        {/* Hand-drawn SVGs: nothing for the image optimiser to do. A plain <img>, not next/image:
            the root error boundaries are on every page's first load, and Turbopack copies
            next/image's client code into each of their chunks (docs/performance.md). Lazy:
            the not-found and forbidden boundaries are part of every page's server tree, and React
            preloads the images of a server-rendered tree unless they are lazy, so every page
            fetched 403.svg and 404.svg ahead of its own CSS. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={`/errors/${code}.svg`}
          alt={imageAlt}
          width={200}
          height={150}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-40 sm:w-48"
        />
        <p className="mt-4 text-6xl font-bold tracking-tight text-brand-ink sm:text-7xl">{code}</p>
        <h1 id="error-title" className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">
          {title}
        </h1>
        <p className="mt-3 text-slate-600">{message}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </section>
    </Root>
  );
}
