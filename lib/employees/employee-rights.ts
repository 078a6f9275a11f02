import type { EmployeeFormOptions } from '@/lib/schemas/employees';
import { mayChangeCredentialsOf, mayGrant } from '@/lib/shared/permissions';

/**
 * What the employees screen lets the signed-in user do, from the grant rules of
 * lib/shared/permissions.ts (docs/product.md "Permissions"): the backend enforces them, the screen
 * offers nothing beyond them, whatever a backend's options say.
 */

/** The signed-in user as the employees screen needs them: who they are and their role. */
export interface EmployeeCaller {
  id: number;
  alias: string;
}

/** The form's roles narrowed to those the caller may give (`mayGrant`). */
export function grantableOptions(caller: EmployeeCaller, options: EmployeeFormOptions): EmployeeFormOptions {
  return { ...options, roles: options.roles.filter((role) => mayGrant(caller.alias, role.value)) };
}

/** Whether the caller may act on (edit, block, dismiss) an employee of this role. */
export function mayActOn(caller: EmployeeCaller, alias: string): boolean {
  return mayGrant(caller.alias, alias);
}

/** Whether the form's e-mail (the login) is editable: a new employee's, one's own, or anyone's for a director. */
export function emailEditable(caller: EmployeeCaller, employeeId: number | null): boolean {
  return employeeId === null || mayChangeCredentialsOf(caller, employeeId);
}
