import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { EmployeeFilterForm } from '@/components/employees/employee-filter-form';
import { EmployeesPage } from '@/components/employees/employees-page';
import { getCurrentUser } from '@/lib/backend/auth';
import { getEmployeeFormOptions, getEmployees } from '@/lib/backend/employees';
import { EMPLOYEES_PAGE_SIZE, employeesHref, employeesKey, readOfficeSegment } from '@/lib/employees/employees-query';
import { readEmployeesQuery } from '@/lib/read-query';
import { grantableOptions } from '@/lib/employees/employee-rights';
import { paramsOf } from '@/lib/query-string';

// /employees/{office?}: the agency's employees (docs/product.md §10 "The employees screen"). Roles without
// access get the 403 page from proxy.ts's route check, this page never runs for them (docs/architecture.md
// §1 "The route table"); an office the caller does not manage is the 404 page.
type Props = {
  params: Promise<{ office?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('employees');
  return { title: t('title') };
}

export default async function EmployeesRoute({ params, searchParams }: Props) {
  const [{ office: segments }, raw] = await Promise.all([params, searchParams]);
  const office = readOfficeSegment(segments?.[0]);
  if (office === null || (segments?.length ?? 0) > 1) notFound();
  const options = await getEmployeeFormOptions();
  const query = readEmployeesQuery(paramsOf(raw), office);
  if (query.office !== undefined && !options.offices.some((o) => o.id === query.office)) notFound();
  const [list, user] = await Promise.all([
    getEmployees({ ...employeeFilters(query), page: query.page, size: EMPLOYEES_PAGE_SIZE }),
    getCurrentUser(),
  ]);
  const caller = { id: user.id, alias: user.alias };
  return (
    <EmployeesPage
      query={query}
      initialKey={employeesKey(query)}
      initial={list}
      options={options}
      // Keyed by the URL's filters: a navigation to other filters renders a fresh form with its values.
      filters={
        <EmployeeFilterForm
          key={employeesHref({ ...query, page: 1 })}
          query={query}
          offices={grantableOptions(caller, options).offices}
        />
      }
      caller={caller}
    />
  );
}

const employeeFilters = ({ q, status, role, office }: ReturnType<typeof readEmployeesQuery>) => ({
  q,
  status,
  role,
  office,
});
