/**
 * The staff screen's constants without zod (docs/architecture.md §10: the screen's first load holds
 * no zod); `./employees.ts` builds the wire schemas on them.
 */

/** An employee's status: at work, blocked (cannot sign in, may be unblocked) or dismissed (history kept, may be hired again). */
export const EMPLOYEE_STATUSES = ['active', 'blocked', 'dismissed'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
