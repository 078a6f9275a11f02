import { z } from 'zod';
import { employeeFormSchema } from '@/lib/schemas/employees';
import { brokenPasswordRules, PASSWORD_MAX_LENGTH } from '@/lib/shared/password-strength';
import { isCompletePhone } from '@/lib/shared/phone';

/**
 * The employee form in the browser (docs/product.md "Running the agency: the calls"): the wire's
 * fields and limits (`employeeFormSchema`), and what the backend would refuse checked before the
 * call: a phone, when given, complete for its country; a new employee's first password by the
 * rules of lib/shared/password-strength.ts (the first rule broken is the field's message).
 */
export const employeeEditFormSchema = employeeFormSchema.superRefine((form, context) => {
  if (form.phone && !isCompletePhone(form.phone))
    context.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone' });
});

export const employeeCreateFormSchema = employeeFormSchema
  .extend({ password: z.string().max(PASSWORD_MAX_LENGTH, 'employees.form.passwordRules.length') })
  .superRefine((form, context) => {
    if (form.phone && !isCompletePhone(form.phone))
      context.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone' });
    const [broken] = brokenPasswordRules(form.password, form.email);
    if (broken)
      context.addIssue({ code: 'custom', path: ['password'], message: `employees.form.passwordRules.${broken}` });
  });

/** What the form holds while typed: every field a string (the selects' values too). */
export interface EmployeeFormInput {
  name: string;
  email: string;
  alias: string;
  office_id: string;
  phone: string;
  password?: string;
}

/** The fields a 422 may name (applyServerErrors). */
export const EMPLOYEE_FORM_FIELDS = ['name', 'email', 'alias', 'office_id', 'phone', 'password'] as const;
