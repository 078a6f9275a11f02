'use client';

import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-heading';
import { PagedList } from '@/components/ui/paged-list';
import { useEmployeesPage, type EmployeesPage as EmployeesPageData } from '@/lib/hooks/use-employees';
import { employeesFormHref, employeesHref, type EmployeesQuery } from '@/lib/employees/employees-query';
import { useListUrl } from '@/components/ui/use-list-url';
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
  const list = useEmployeesPage(query, initialKey, initial);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The office is in the path: the list writes whole URLs (useListUrl's path '').
  const { go, top, toTop, submitFilters } = useListUrl('', { formSearch: employeesFormHref });
  const toPage = (page: number) => {
    go(employeesHref({ ...query, page }));
    toTop();
  };
  const close = useCallback(() => setDialog(null), []);
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
      <PagedList
        messages="employees"
        pagination="employees.pagination"
        testId="employees"
        list={list}
        page={query.page}
        onPage={toPage}
        pageHref={(page) => employeesHref({ ...query, page })}
        count={(total) => t('total', { count: formatCount(total, locale) })}
      >
        <EmployeesTable
          employees={list.data?.data ?? []}
          canAct={(employee) => mayActOn(caller, employee.alias)}
          selfId={caller.id}
          onAction={(action, employee) => setDialog({ action, employee })}
        />
      </PagedList>
      {dialog ? (
        <Suspense fallback={null}>
          <EmployeeDialogs dialog={dialog} options={options} caller={caller} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}
