import { z } from 'zod';
import { TEXT_LIMITS } from './contract';
import { pagedListSchema } from './list';
import { ROLES } from '@/lib/shared/permissions';
import { maxLengthMessage } from '@/lib/shared/message-key';

export type { EmployeeStatus } from './employees-query';

/** One agency employee as GET v1/employees lists it. */
export const employeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  email: z.string(),
  alias: z.string(),
  status: z.string(),
  /** The office the employee works in; null for none. */
  office: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  phone: z.string().nullable().optional(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeListSchema = pagedListSchema(employeeSchema);
export type EmployeeList = z.infer<typeof employeeListSchema>;

export { employeeQuerySchema, type EmployeeQuery } from './employees-query';

const name = z.string().trim().min(3, 'validation.required').max(TEXT_LIMITS.name, maxLengthMessage(TEXT_LIMITS.name));

/** POST v1/employees/create and POST v1/employees/{id}/edit: the form's fields. */
export const employeeFormSchema = z.object({
  name,
  email: z.email('validation.email').max(TEXT_LIMITS.email, maxLengthMessage(TEXT_LIMITS.email)),
  alias: z.enum(ROLES, 'validation.required'),
  office_id: z.coerce.number().int().positive('validation.required'),
  /** Optional; when given, complete for its country (lib/shared/phone.ts). */
  phone: z.string().trim().max(20).optional().default(''),
});
export type EmployeeForm = z.infer<typeof employeeFormSchema>;

/** Creating also sets the first password (lib/shared/password-strength.ts). */
export const employeeCreateSchema = employeeFormSchema.extend({ password: z.string().max(128) });
export type EmployeeCreate = z.infer<typeof employeeCreateSchema>;

/** GET v1/employees/create (and the options of {id}/edit): the roles and offices the caller may assign. */
export const employeeFormOptionsSchema = z.object({
  data: z.object({
    roles: z.array(z.object({ value: z.enum(ROLES), label: z.string() })),
    offices: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});
export type EmployeeFormOptions = z.infer<typeof employeeFormOptionsSchema>['data'];

/** GET v1/employees/{id}/edit: the employee and the form's options. */
export const employeeEditSchema = z.object({ data: employeeSchema, options: employeeFormOptionsSchema.shape.data });

/** The answer of create, edit, block, unblock, hire and dismiss: the employee as it is now. */
export const employeeResponseSchema = z.object({ data: employeeSchema, message: z.string() });

/** An order the leaver owns that is still open: dismissal hands it to a colleague. */
export const openOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  created_at: z.string(),
  kind: z.enum(['package', 'ticket']),
});

/** GET v1/employees/{id}/dismiss: the wizard's first step, what the leaver leaves and who can take it. */
export const dismissalPreviewSchema = z.object({
  data: z.object({
    employee: employeeSchema,
    orders: z.array(openOrderSchema),
    ticket_orders: z.array(openOrderSchema),
    colleagues: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});
export type DismissalPreview = z.infer<typeof dismissalPreviewSchema>['data'];

/** POST v1/employees/{id}/dismiss: who takes the open orders (required when there are any). */
export const dismissSchema = z.object({
  reassign_to: z.coerce.number().int().positive('validation.required').optional(),
});

/** Its answer: the employee, now dismissed, and how many orders moved. */
export const dismissResponseSchema = employeeResponseSchema.extend({
  reassigned: z.object({ orders: z.number().int(), ticket_orders: z.number().int() }),
});
