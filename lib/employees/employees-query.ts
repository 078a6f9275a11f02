import { EMPLOYEE_STATUSES, type EmployeeStatus } from '@/lib/schemas/employee-constants';
import { ROLES, type Role } from '@/lib/schemas/permissions';
import { toQueryString, type ReadableParams } from '@/lib/query-string';
import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';

/**
 * The staff screen's state lives in its URL (docs/product.md §10 "The staff screen"): the office is
 * the path's segment (`/employees/{office}`), the search and the filters are `q`, `status`, `role`
 * and `page`, the backend's own names. Reading is forgiving: a stale link loses only its bad parts.
 * The screen's first-load code: checked by hand, without zod.
 */

export const EMPLOYEES_PAGE_SIZE = 25;
export const EMPLOYEES_PATH = '/employees';

export interface EmployeesQuery {
  office?: number;
  q?: string;
  status?: EmployeeStatus;
  role?: Role;
  page: number;
}
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

/**
 * The query of a page URL: `office` is the path's (`/employees/{office}`), or the filter form's
 * `?office=` as a plain submit sends it (docs/architecture.md "Server-first screens"), which wins.
 */
export function readEmployeesQuery(params: ReadableParams | null, office: number | undefined): EmployeesQuery {
  const query: EmployeesQuery = { page: 1 };
  const get = (name: string) => params?.get(name)?.trim() || undefined;
  const chosen = readOfficeSegment(get('office')) ?? office;
  if (chosen !== undefined) query.office = chosen;
  const q = get('q');
  if (q && q.length <= MAX_QUERY_LENGTH) query.q = q;
  const status = get('status');
  if (status && (EMPLOYEE_STATUSES as readonly string[]).includes(status)) query.status = status as EmployeeStatus;
  const role = get('role');
  if (role && (ROLES as readonly string[]).includes(role)) query.role = role as Role;
  const page = Number(get('page'));
  if (Number.isInteger(page) && page > 0) query.page = page;
  return query;
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

/** The BFF path of one list page: the SWR key, also computed by the server page that seeds it. */
export const employeesKey = (query: EmployeesQuery) =>
  `/api/v1/employees${toQueryString({ q: query.q, status: query.status, role: query.role, office: query.office, 'page[number]': query.page, 'page[size]': EMPLOYEES_PAGE_SIZE })}`;
