import 'server-only';
import {
  dismissalPreviewSchema,
  employeeEditSchema,
  employeeFormOptionsSchema,
  employeeListSchema,
  type DismissalPreview,
  type EmployeeFormOptions,
  type EmployeeList,
  type EmployeeQuery,
} from '@/lib/schemas/employees';
import { backendJson } from './client';
import { notFoundOn404 } from './errors';

// The agency's staff for the server-rendered pages (docs/product.md "Running the agency: the calls").
// A role without access gets the 403 page (backendFetch), though proxy.ts's route check stops it first.

/** GET v1/employees?q=&status=&role=&office=&page[number]=&page[size]= */
export async function getEmployees({ page = 1, size = 50, ...filters }: { page?: number; size?: number } & EmployeeQuery = {}): Promise<EmployeeList> {
  return backendJson('v1/employees', employeeListSchema, { query: { 'page[number]': page, 'page[size]': size, ...filters } });
}

/** GET v1/employees/create: the roles and offices the caller may give. */
export async function getEmployeeFormOptions(): Promise<EmployeeFormOptions> {
  return (await backendJson('v1/employees/create', employeeFormOptionsSchema)).data;
}

/** GET v1/employees/{id}/edit: the employee and the form's options (404 page for one out of reach). */
export async function getEmployeeForEdit(id: number) {
  return notFoundOn404(backendJson(`v1/employees/${id}/edit`, employeeEditSchema));
}

/** GET v1/employees/{id}/dismiss: the dismissal wizard's open orders, ticket orders and colleagues. */
export async function getDismissalPreview(id: number): Promise<DismissalPreview> {
  return (await notFoundOn404(backendJson(`v1/employees/${id}/dismiss`, dismissalPreviewSchema))).data;
}
