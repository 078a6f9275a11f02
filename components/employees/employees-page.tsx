'use client';

import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyList, PageTitle } from '@/components/ui/page-heading';
import { LazyApiErrorRetry } from '@/components/ui/lazy-api-error-retry';
import { Pagination } from '@/components/ui/pagination';
import { useEmployeesPage, type EmployeesPage as EmployeesPageData } from '@/lib/hooks/use-employees';
import { employeesFormHref, employeesHref, type EmployeesQuery } from '@/lib/employees/employees-query';
import { useListUrl } from '@/components/ui/use-list-url';
import { pageCount } from '@/lib/pagination';
import { grantableOptions, mayActOn, type EmployeeCaller } from '@/lib/employees/employee-rights';
import type { Employee, EmployeeFormOptions } from '@/lib/schemas/employees';
import { formatCount } from '@/lib/format/number';
import { EmployeesTable, type EmployeeAction } from './employees-table';

// The dialogs (the form, the wizard, the confirmations) are not in the list's first load.
const loadDialogs = () => import('./employee-dialogs');
const EmployeeDialogs = lazy(() => loadDialogs().then((module) => ({ default: module.EmployeeDialogs })));
const preloadDialogs = () => void loadDialogs();

export interface EmployeesPageProps {
  /** The URL's query (the path's office among it) as the server read it, by the list's schema. */
  query: EmployeesQuery;
  initialKey: string;
  initial: EmployeesPageData;
  /** `GET v1/employees/create`: the roles and offices the caller may give (an office manager: their office). */
  options: EmployeeFormOptions;
  /** The filter form, rendered on the server (employee-filter-form.tsx) for the URL it rendered. */
  filters: ReactNode;
  /** The signed-in user: nobody blocks or dismisses themselves; their role decides what is offered (lib/employees/employee-rights.ts). */
  caller: EmployeeCaller;
}

/** What a dialog is open for: a new employee, or an action on one. */
export type OpenDialog = { action: 'create' } | { action: EmployeeAction; employee: Employee } | null;

/**
 * The employees screen `/employees/{office?}` (docs/product.md §10 "The employees screen"). The URL is the
 * state: the office in the path, the search, the filters and the page in the query. The server
 * reads it (`query`) and a change navigates to the URL written here, so a link reopens the same
 * view and back/forward walk through the changes.
 */
export function EmployeesPage({ query, initialKey, initial, options: offered, filters, caller }: EmployeesPageProps) {
  const t = useTranslations('employees');
  const locale = useLocale();
  const { data, error, isLoading, isValidating, mutate } = useEmployeesPage(query, initialKey, initial);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The office is in the path: the list writes whole URLs (useListUrl's path '').
  const { go, top, toTop, submitFilters } = useListUrl('', { formSearch: employeesFormHref });
  const toPage = (page: number) => {
    go(employeesHref({ ...query, page }));
    toTop();
  };
  const close = useCallback(() => setDialog(null), []);
  const pages = data ? pageCount(data.meta.total, data.meta.size) : 1;
  const busy = isLoading || (isValidating && data !== undefined && data.meta.page !== query.page);
  const options = grantableOptions(caller, offered);

  return (
    <section
      ref={top}
      aria-labelledby="page-title"
      className="scroll-mt-20 space-y-4"
      onPointerEnter={preloadDialogs}
      onFocus={preloadDialogs}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{t('title')}</PageTitle>
        {options.roles.length > 0 ? <Button onClick={() => setDialog({ action: 'create' })}>{t('add')}</Button> : null}
      </div>
      <div onSubmit={submitFilters}>{filters}</div>
      <LazyApiErrorRetry error={error} onRetry={() => void mutate()} retryLabel={t('retry')} testId="employees-error" />
      {!data && isLoading ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {data ? (
        data.meta.total === 0 ? (
          <EmptyList testId="employees-empty" live>
            {t('empty')}
          </EmptyList>
        ) : (
          <div aria-busy={busy} className={['space-y-4 transition-opacity', busy ? 'opacity-60' : ''].join(' ')}>
            <p className="text-sm text-slate-600" aria-live="polite" data-testid="employees-found">
              {busy ? t('loading') : t('total', { count: formatCount(data.meta.total, locale) })}
            </p>
            <EmployeesTable
              employees={data.data}
              canAct={(employee) => mayActOn(caller, employee.alias)}
              selfId={caller.id}
              onAction={(action, employee) => setDialog({ action, employee })}
            />
            <Pagination
              page={query.page}
              pages={pages}
              onPage={toPage}
              href={(page) => employeesHref({ ...query, page })}
              messages="employees.pagination"
            />
          </div>
        )
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <EmployeeDialogs dialog={dialog} options={options} caller={caller} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}
