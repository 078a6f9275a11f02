import 'server-only';
import {
  employeeFormOptionsSchema,
  employeeListSchema,
  type EmployeeFormOptions,
  type EmployeeList,
  type EmployeeQuery,
} from '@/lib/schemas/employees';
import { backendJson } from './client';

// The agency's employees for the server-rendered pages (docs/product.md "Running the agency: the calls").
// A role without access gets the 403 page (backendFetch), though proxy.ts's route check stops it first.

/** GET v1/employees?q=&status=&role=&office=&page[number]=&page[size]= */
export async function getEmployees({
  page = 1,
  size = 50,
  ...filters
}: { page?: number; size?: number } & EmployeeQuery = {}): Promise<EmployeeList> {
  return backendJson('v1/employees', employeeListSchema, {
    query: { 'page[number]': page, 'page[size]': size, ...filters },
  });
}

/** GET v1/employees/create: the roles and offices the caller may give. */
export async function getEmployeeFormOptions(): Promise<EmployeeFormOptions> {
  return (await backendJson('v1/employees/create', employeeFormOptionsSchema)).data;
}
