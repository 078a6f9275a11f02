'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FilterForm } from '@/components/ui/filter-form';
import { useFilterDraft } from '@/components/ui/use-filter-draft';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';
import { subpartitionsPath, type SubpartitionFilters as Filters } from '@/lib/subpartitions/query';

interface Person {
  id: number;
  name: string;
}

const toOptions = (people: readonly Person[]) => people.map((person) => ({ value: String(person.id), label: person.name }));
const idOf = (value: string) => (value ? Number(value) : undefined);

/** The sub-partition list's filters (components/ui/filter-form.tsx): name, manager, member; applied through the URL. */
export function SubpartitionFilters({ values, managers, members }: { values: Filters; managers: readonly Person[]; members: readonly Person[] }) {
  const t = useTranslations('subpartitions.filters');
  const router = useRouter();
  const { draft, set } = useFilterDraft(values);
  const people = { manager: managers, member: members };
  const apply = (filters: Filters) => router.push(subpartitionsPath(filters));
  return (
    <FilterForm name="subpartition" action="/subpartitions" messages="subpartitions.filters" active={Object.keys(values).length} onApply={() => apply(draft)} onReset={() => apply({})}>
      <TextField
        id="subpartition-filter-q"
        type="search"
        label={t('q')}
        placeholder={t('qPlaceholder')}
        value={draft.q ?? ''}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        onChange={(event) => set('q', event.target.value)}
      />
      {(['manager', 'member'] as const).map((key) => (
        <Select
          key={key}
          id={`subpartition-filter-${key}`}
          label={t(key)}
          placeholder={t('any')}
          options={toOptions(people[key])}
          value={draft[key] ? String(draft[key]) : ''}
          onChange={(event) => set(key, idOf(event.target.value))}
        />
      ))}
    </FilterForm>
  );
}
