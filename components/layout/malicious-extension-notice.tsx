import { getTranslations } from 'next-intl/server';
import type { Theme } from '@/themes';
import { Icon } from './icons';
import { ExtensionNoticeActions } from './extension-notice-actions';

/**
 * The full-screen notice for a user flagged with a malicious browser extension (docs/product.md §2).
 * The portal layout renders it instead of any page while `user.malicious_extension` is set;
 * the backend refuses the user's other API calls meanwhile (demo-backend/README.md).
 */
export async function MaliciousExtensionNotice({ theme, plugin }: { theme: Theme; plugin: string }) {
  const t = await getTranslations('extension');
  return (
    <main
      className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10"
      data-testid="malicious-extension-notice"
    >
      <section
        aria-labelledby="extension-title"
        className="w-full max-w-xl overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200"
      >
        <div className="flex items-center justify-center bg-brand px-6 py-6">
          {/* The theme logo: a static SVG from public/themes, no optimisation needed. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={theme.logo} alt={theme.title} className="h-12 w-auto max-w-full rounded bg-white/95 px-3 py-1.5" />
        </div>
        <div className="px-6 py-8 sm:px-10">
          <div className="flex items-center gap-3 text-red-700">
            <Icon name="shield" className="size-8 shrink-0" />
            <p className="text-sm font-bold tracking-wide uppercase">{t('attention')}</p>
          </div>
          <h1 id="extension-title" className="mt-3 text-2xl font-semibold tracking-tight text-slate-900">
            {t('title')}
          </h1>
          <p className="mt-4 text-slate-700" data-testid="extension-message">
            {t('message', { plugin })}
          </p>
          <p className="mt-3 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
            {t('restricted')}
          </p>
          <h2 className="mt-6 font-semibold text-slate-900">{t('instruction')}</h2>
          <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-700">
            <li>{t('step1')}</li>
            <li>{t('step2', { plugin })}</li>
            <li>{t('step3')}</li>
          </ol>
          <p className="mt-4 text-sm text-slate-500">{t('support')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-end">
            <ExtensionNoticeActions reloadLabel={t('reload')} />
          </div>
        </div>
      </section>
    </main>
  );
}
