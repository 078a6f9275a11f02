import type { EmployeesPageQuery } from '@/lib/schemas/employees-query';
import { formRecord, toQueryString } from '@/lib/query-string';

/**
 * The employees screen's state lives in its URL (docs/product.md §10 "The employees screen"): the office is
 * the path's segment (`/employees/{office}`), the search and the filters are `q`, `status`, `role`
 * and `page`, the backend's own names, read on the server by the backend's own schema
 * (lib/read-query.ts `readEmployeesQuery`), forgiving: a stale link loses only its bad parts.
 */

export const EMPLOYEES_PAGE_SIZE = 25;
export const EMPLOYEES_PATH = '/employees';

export type EmployeesQuery = EmployeesPageQuery;
/** What the filter form sets: everything but the page. */
export type EmployeeFilterValues = Omit<EmployeesQuery, 'page'>;

/** The office of `/employees/{office}`: a positive id, or undefined for every office. Null when the segment is not an office id. */
export function readOfficeSegment(segment: string | undefined): number | undefined | null {
  if (segment === undefined || segment === '') return undefined;
  const id = Number(segment);
  return /^\d{1,9}$/.test(segment) && id > 0 ? id : null;
}

/** The office from a page path (`/employees/2` → 2). */
export function officeOfPath(pathname: string): number | undefined {
  const segment = pathname.replace(/\/+$/, '').split('/')[2];
  return readOfficeSegment(segment) ?? undefined;
}

/** The filters only: a change of filters goes back to page 1. */
export function employeeFiltersOf(query: EmployeesQuery): EmployeeFilterValues {
  const filters: Partial<EmployeesQuery> = { ...query };
  delete filters.page;
  return filters;
}

/** The page URL of a query: the office in the path, the rest in the search (page 1 left out). */
export function employeesHref(query: EmployeesQuery): string {
  const path = query.office === undefined ? EMPLOYEES_PATH : `${EMPLOYEES_PATH}/${query.office}`;
  return `${path}${toQueryString({ q: query.q, status: query.status, role: query.role, page: query.page > 1 ? query.page : undefined })}`;
}

/**
 * The URL a filter form's submit reaches, written as employeesHref writes it: the office (the
 * form's `office`, else its action's path) in the path, the rest in the search, unchecked (the
 * server page reads it with the list's schema, lib/read-query.ts).
 */
export function employeesFormHref(form: HTMLFormElement): string {
  const { office: [picked] = [], ...fields } = formRecord(form);
  const office = readOfficeSegment(picked) ?? officeOfPath(new URL(form.action).pathname);
  return `${office === undefined ? EMPLOYEES_PATH : `${EMPLOYEES_PATH}/${office}`}${toQueryString(fields)}`;
}

/** The BFF path of one list page: the SWR key, also computed by the server page that seeds it. */
export const employeesKey = (query: EmployeesQuery) =>
  `/api/v1/employees${toQueryString({ q: query.q, status: query.status, role: query.role, office: query.office, 'page[number]': query.page, 'page[size]': EMPLOYEES_PAGE_SIZE })}`;
