'use client';

import { useTranslations } from 'next-intl';
import { FilterForm } from '@/components/ui/filter-form';
import { useFilterDraft } from '@/components/ui/use-filter-draft';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import type { EmployeeFilterValues } from '@/lib/employees/employees-query';
import { EMPLOYEE_STATUSES, type EmployeeStatus } from '@/lib/schemas/employee-constants';
import { ROLES, type Role } from '@/lib/schemas/permissions';
import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';

/**
 * The staff screen's search and filters (components/ui/filter-form.tsx): a name or e-mail, the
 * status, the role and the office. The office picker offers only the offices the caller manages
 * and is left out when that is one (an office manager's).
 */
export function EmployeeFilters({ values, offices, onApply }: { values: EmployeeFilterValues; offices: { id: number; name: string }[]; onApply: (values: EmployeeFilterValues) => void }) {
  const t = useTranslations('employees');
  const { draft, set } = useFilterDraft(values);
  return (
    <FilterForm name="employee" action="/employees" messages="employees.filters" active={Object.keys(values).length} onApply={() => onApply(draft)} onReset={() => onApply({})}>
      <TextField
        id="employee-filter-q"
        type="search"
        label={t('filters.q')}
        placeholder={t('filters.qPlaceholder')}
        value={draft.q ?? ''}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        onChange={(e) => set('q', e.target.value)}
      />
      <Select
        id="employee-filter-status"
        label={t('status')}
        placeholder={t('filters.any')}
        options={EMPLOYEE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        value={draft.status ?? ''}
        onChange={(e) => set('status', (EMPLOYEE_STATUSES as readonly string[]).includes(e.target.value) ? (e.target.value as EmployeeStatus) : undefined)}
      />
      <Select
        id="employee-filter-role"
        label={t('role')}
        placeholder={t('filters.any')}
        options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        value={draft.role ?? ''}
        onChange={(e) => set('role', (ROLES as readonly string[]).includes(e.target.value) ? (e.target.value as Role) : undefined)}
      />
      {offices.length > 1 ? (
        <Select
          id="employee-filter-office"
          label={t('office')}
          placeholder={t('filters.allOffices')}
          options={offices.map((office) => ({ value: String(office.id), label: office.name }))}
          value={draft.office === undefined ? '' : String(draft.office)}
          onChange={(e) => set('office', e.target.value ? Number(e.target.value) : undefined)}
        />
      ) : null}
    </FilterForm>
  );
}
