import {
  coerce,
  enum as oneOf,
  extend,
  int,
  maxLength,
  object,
  optional,
  pipe,
  positive,
  string,
  trim,
  type output,
} from 'zod/mini';
import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';
import { pageNumber } from './paging';
import { ROLES } from '@/lib/shared/permissions';

/**
 * The employee list's query (docs/product.md §10 "The employees screen"), re-exported by
 * lib/schemas/employees.ts. zod/mini: the screen reads its URL with it in the browser too
 * (lib/employees/employees-query.ts).
 */

/** An employee's status: at work, blocked (cannot sign in, may be unblocked) or dismissed (history kept, may be hired again). */
export const EMPLOYEE_STATUSES = ['active', 'blocked', 'dismissed'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** GET v1/employees: `q` (name or email, words), `status`, `role`, `office` and the page. */
export const employeeQuerySchema = object({
  q: optional(string().check(trim(), maxLength(MAX_QUERY_LENGTH))),
  status: optional(oneOf(EMPLOYEE_STATUSES)),
  role: optional(oneOf(ROLES)),
  office: optional(pipe(coerce.number(), int().check(positive()))),
});
export type EmployeeQuery = output<typeof employeeQuerySchema>;

/** The employees screen's URL: the list's query and its page. */
export const employeesPageQuerySchema = extend(employeeQuerySchema, { page: pageNumber });
export type EmployeesPageQuery = output<typeof employeesPageQuerySchema>;
