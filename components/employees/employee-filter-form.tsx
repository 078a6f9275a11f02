import { useTranslations } from 'next-intl';
import { FilterForm } from '@/components/ui/filter-form';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { EMPLOYEES_PATH, employeeFiltersOf, employeesHref, type EmployeesQuery } from '@/lib/employees/employees-query';
import { EMPLOYEE_STATUSES } from '@/lib/schemas/employees-query';
import { ROLES } from '@/lib/shared/permissions';
import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';

/**
 * The employees screen's search and filters, rendered on the server (docs/architecture.md
 * "Server-first screens"): a name or e-mail, the status, the role and the office. The office
 * picker offers only the offices the caller manages and is left out when that is one (an office
 * manager's); the form then goes to that office's path, else to `/employees` with `?office=`.
 */
export function EmployeeFilterForm({
  query,
  offices,
}: {
  query: EmployeesQuery;
  offices: { id: number; name: string }[];
}) {
  const t = useTranslations('employees');
  const picksOffice = offices.length > 1;
  return (
    <FilterForm
      name="employee"
      action={picksOffice ? EMPLOYEES_PATH : employeesHref({ office: query.office, page: 1 })}
      messages="employees.filters"
      active={Object.keys(employeeFiltersOf(query)).length}
    >
      <TextField
        id="employee-filter-q"
        name="q"
        type="search"
        label={t('filters.q')}
        placeholder={t('filters.qPlaceholder')}
        defaultValue={query.q ?? ''}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
      />
      <Select
        id="employee-filter-status"
        name="status"
        label={t('status')}
        placeholder={t('filters.any')}
        options={EMPLOYEE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        defaultValue={query.status ?? ''}
      />
      <Select
        id="employee-filter-role"
        name="role"
        label={t('role')}
        placeholder={t('filters.any')}
        options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        defaultValue={query.role ?? ''}
      />
      {picksOffice ? (
        <Select
          id="employee-filter-office"
          name="office"
          label={t('office')}
          placeholder={t('filters.allOffices')}
          options={offices.map((office) => ({ value: String(office.id), label: office.name }))}
          defaultValue={query.office === undefined ? '' : String(query.office)}
        />
      ) : null}
    </FilterForm>
  );
}
