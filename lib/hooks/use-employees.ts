'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { output } from 'zod';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { employeesKey, type EmployeesQuery } from '@/lib/employees/employees-query';
import type {
  DismissalPreview,
  dismissalPreviewSchema,
  dismissResponseSchema,
  Employee,
  EmployeeCreate,
  employeeEditSchema,
  EmployeeForm,
  employeeResponseSchema,
} from '@/lib/schemas/employees';

// The agency's employees (docs/product.md "Running the agency: the calls", `v1/employees`): the list,
// and the edit form's and the dismissal wizard's reads and writes.
const fetchEmployeesPage = apiRead<EmployeesPage>();
const fetchEmployeeEdit = apiRead<output<typeof employeeEditSchema>>();
const fetchDismissalPreview = apiRead((answer: output<typeof dismissalPreviewSchema>) => answer.data);
type EmployeeAnswer = output<typeof employeeResponseSchema>;

export interface EmployeesPage {
  data: Employee[];
  meta: { total: number; page: number; size: number };
}

/** Every page of the list and every employee's form and dismissal preview: what a write revalidates. */
export const isEmployeesKey = (key: unknown) =>
  typeof key === 'string' && /^\/api\/v1\/employees(\?|\/\d+\/(edit|dismiss)$|$)/.test(key);
export const employeeEditKey = (id: number) => `/api/v1/employees/${id}/edit`;
export const dismissalKey = (id: number) => `/api/v1/employees/${id}/dismiss`;

/** One page of the employee list: the server rendered the URL's; another is fetched with the previous kept on screen. */
export function useEmployeesPage(query: EmployeesQuery, initialKey: string, initial: EmployeesPage) {
  const key = employeesKey(query);
  return useSWR<EmployeesPage>(key, fetchEmployeesPage, {
    keepPreviousData: true,
    ...seededOptions(key === initialKey, initial),
  });
}

/** GET v1/employees/{id}/edit: the employee as stored and the roles and offices the caller may give. */
export const useEmployeeEdit = (id: number | null) =>
  useSWR(id === null ? null : employeeEditKey(id), fetchEmployeeEdit);

/** GET v1/employees/{id}/dismiss: the leaver's open orders and ticket orders, the colleagues who can take them. */
export const useDismissalPreview = (id: number | null) =>
  useSWR<DismissalPreview>(id === null ? null : dismissalKey(id), fetchDismissalPreview);

export type StatusAction = 'block' | 'unblock' | 'hire';

/**
 * the employee writes: each answers the employee as they are now and revalidates the list's pages
 * (an employee may leave a filtered page) and the cached forms and previews. A failure is thrown
 * to the caller (a 422 onto the form's fields, a 409 such as the last director's to an alert).
 */
export function useEmployeeActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => mutate(isEmployeesKey), [mutate]);
  return {
    /** POST v1/employees/create. */
    createEmployee: useCallback(
      async (form: EmployeeCreate) => {
        const answer = await apiCall<EmployeeAnswer>('/api/v1/employees/create', { method: 'POST', json: form });
        await refresh();
        return answer.data;
      },
      [refresh],
    ),
    /** POST v1/employees/{id}/edit. */
    editEmployee: useCallback(
      async (id: number, form: EmployeeForm) => {
        const answer = await apiCall<EmployeeAnswer>(`/api/v1/employees/${id}/edit`, { method: 'POST', json: form });
        await refresh();
        return answer.data;
      },
      [refresh],
    ),
    /** POST v1/employees/{id}/block, /unblock or /hire. */
    changeStatus: useCallback(
      async (id: number, action: StatusAction) => {
        const answer = await apiCall<EmployeeAnswer>(`/api/v1/employees/${id}/${action}`, { method: 'POST', json: {} });
        await refresh();
        return answer.data;
      },
      [refresh],
    ),
    /** POST v1/employees/{id}/dismiss {reassign_to}: the employee, now dismissed, and how many orders moved. */
    dismissEmployee: useCallback(
      async (id: number, reassignTo: number | undefined) => {
        const answer = await apiCall<output<typeof dismissResponseSchema>>(`/api/v1/employees/${id}/dismiss`, {
          method: 'POST',
          json: reassignTo === undefined ? {} : { reassign_to: reassignTo },
        });
        await refresh();
        return answer;
      },
      [refresh],
    ),
  };
}
