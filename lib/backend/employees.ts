import 'server-only';
import { employeeListSchema, type EmployeeList } from '@/lib/schemas/employees';
import { backendJson } from './client';

/** GET v1/employees?page[number]=&page[size]=; a role without access gets the 403 page (backendFetch). */
export async function getEmployees({ page = 1, size = 50 }: { page?: number; size?: number } = {}): Promise<EmployeeList> {
  return backendJson('v1/employees', employeeListSchema, { query: { 'page[number]': page, 'page[size]': size } });
}
