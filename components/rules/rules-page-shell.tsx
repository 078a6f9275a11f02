import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { can } from '@/lib/shared/permissions';
import { ACKNOWLEDGEMENTS_PATH, RULES_PATH } from './links';
import { RulesSide, type RulesSideProps } from './rules-side';
import { PageTitle } from '@/components/ui/page-heading';

/** Whether a role sees the acknowledgement report (the backend answers 403 to the others). */
export const seesAcknowledgements = (alias: string) => can(alias, 'rules.acknowledgements.read');

/** The rules and, for directors and managers only, the acknowledgement report: two tabs that are links. */
function RulesTabs({ current }: { current: 'rules' | 'report' }) {
  const t = useTranslations('rules');
  const tab = (href: string, label: string, active: boolean) => (
    <AppLink
      href={href}
      aria-current={active ? 'page' : undefined}
      className={[
        'inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        active
          ? 'border-brand bg-brand text-brand-contrast'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
      ].join(' ')}
    >
      {label}
    </AppLink>
  );
  return (
    <nav aria-label={t('tabRules')} data-testid="rules-tabs" className="flex flex-wrap gap-2">
      {tab(RULES_PATH, t('tabRules'), current === 'rules')}
      {tab(ACKNOWLEDGEMENTS_PATH, t('tabReport'), current === 'report')}
    </nav>
  );
}

interface Props {
  alias: string;
  tab: 'rules' | 'report';
  /** Without it (the report) the page has no side list. */
  side?: Omit<RulesSideProps, 'idPrefix'>;
  children: ReactNode;
}

/**
 * /rules and its rule pages: the title, the tabs for directors and managers, the side list
 * (search and category tree) beside the text on a wide screen and, on a phone, a collapsible
 * list above it. Rendered on the server twice rather than moved by script: no client code.
 */
export function RulesPageShell({ alias, tab, side, children }: Props) {
  const t = useTranslations('rules');
  const pages = useTranslations('pages');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{tab === 'report' ? t('reportTitle') : pages('rules.title')}</PageTitle>
      {seesAcknowledgements(alias) ? <RulesTabs current={tab} /> : null}
      {side ? (
        <div className="md:grid md:grid-cols-[18rem_minmax(0,1fr)] md:items-start md:gap-6">
          <details
            data-testid="rules-side-phone"
            className="mb-4 rounded-xl border border-slate-200 bg-white md:hidden"
          >
            <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-900">
              {t('sideToggle')}
            </summary>
            <div className="border-t border-slate-200 p-3">
              <RulesSide {...side} idPrefix="phone" />
            </div>
          </details>
          <aside
            data-testid="rules-side"
            className="hidden rounded-xl border border-slate-200 bg-white p-3 md:sticky md:top-20 md:block"
          >
            <RulesSide {...side} idPrefix="side" />
          </aside>
          <div className="min-w-0">{children}</div>
        </div>
      ) : (
        children
      )}
    </section>
  );
}
