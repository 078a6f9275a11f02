import { z } from 'zod';
import { pagedListSchema } from './list';

/** One agency employee as GET v1/employees lists it. */
export const employeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  email: z.string(),
  alias: z.string(),
  status: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeListSchema = pagedListSchema(employeeSchema);
export type EmployeeList = z.infer<typeof employeeListSchema>;
