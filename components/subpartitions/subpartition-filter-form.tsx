import { useTranslations } from 'next-intl';
import { FilterForm } from '@/components/ui/filter-form';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';
import { SUBPARTITIONS_PATH, type SubpartitionFilters } from '@/lib/subpartitions/query';
import { SubpartitionFiltersNavigation } from './subpartition-filters-navigation';

interface Person {
  id: number;
  name: string;
}

const toOptions = (people: readonly Person[]) =>
  people.map((person) => ({ value: String(person.id), label: person.name }));

/**
 * The sub-partition list's filters, rendered on the server (docs/architecture.md "Server-first
 * screens"): name, manager, member, named as the URL's keys; with script a submit is one client
 * navigation (subpartition-filters-navigation.tsx).
 */
export function SubpartitionFilterForm({
  values,
  managers,
  members,
}: {
  values: SubpartitionFilters;
  managers: readonly Person[];
  members: readonly Person[];
}) {
  const t = useTranslations('subpartitions.filters');
  const people = { manager: managers, member: members };
  return (
    <SubpartitionFiltersNavigation>
      <FilterForm
        name="subpartition"
        action={SUBPARTITIONS_PATH}
        messages="subpartitions.filters"
        active={Object.keys(values).length}
      >
        <TextField
          id="subpartition-filter-q"
          name="q"
          type="search"
          label={t('q')}
          placeholder={t('qPlaceholder')}
          defaultValue={values.q ?? ''}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
        />
        {(['manager', 'member'] as const).map((key) => (
          <Select
            key={key}
            id={`subpartition-filter-${key}`}
            name={key}
            label={t(key)}
            placeholder={t('any')}
            options={toOptions(people[key])}
            defaultValue={values[key] ? String(values[key]) : ''}
          />
        ))}
      </FilterForm>
    </SubpartitionFiltersNavigation>
  );
}
