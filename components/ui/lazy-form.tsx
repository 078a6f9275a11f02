'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/hooks/use-hydrated';

export interface LazyFormProps {
  /** The placeholder's test id and its size (a height near the form's, so nothing jumps). */
  testId: string;
  className: string;
  /** The form, a React.lazy component: its code (react-hook-form, zod) is not first-load code. */
  children: ReactNode;
}

/**
 * A form loaded after the page (docs/performance.md: react-hook-form and zod would put a page over
 * its first-load budget), a placeholder meanwhile. It mounts in the browser only: a form in the
 * server's HTML could be typed into before its code runs, and react-hook-form would then reset
 * what was typed (or a press of Save would submit the bare HTML form).
 */
export function LazyForm({ testId, className, children }: LazyFormProps) {
  const t = useTranslations('common');
  const hydrated = useHydrated();
  const placeholder = (
    <div
      role="status"
      data-testid={testId}
      className={`animate-pulse rounded-xl border border-slate-200 bg-white ${className}`}
    >
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
  return hydrated ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

/**
 * A form component loaded after the page: `lazyForm(() => import('./x-form').then((m) => m.XForm),
 * placeholder)` at a module's top, React.lazy inside (not next/dynamic, whose loader is first-load
 * code itself).
 */
export function lazyForm<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: Omit<LazyFormProps, 'children'>,
) {
  const Form = lazy(() => load().then((component) => ({ default: component })));
  return function LoadedAfterThePage(props: P) {
    return (
      <LazyForm {...placeholder}>
        <Form {...props} />
      </LazyForm>
    );
  };
}
