import { useTranslations } from 'next-intl';
import { FilterForm } from '@/components/ui/filter-form';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { ATS_USER_LINK_FILTER_MAX } from '@/lib/schemas/ats';
import { USER_LINKS_LIST, type AtsListQuery, type UserLinkFilter } from '@/lib/ats/list-query';

type Option = { id: string; name: string };
export interface UserLinkFilterOptions {
  users: Option[];
  systems: Option[];
  offices: Option[];
  states: Option[];
}

const toSelectOptions = (options: Option[]) => options.map((option) => ({ value: option.id, label: option.name }));

/**
 * The linked users' filters, rendered on the server (docs/architecture.md "Server-first screens"):
 * a GET form to `/ats/user-links` whose fields are named as the URL's keys, the sort hidden.
 */
export function UserLinkFilterForm({
  query,
  options,
}: {
  query: AtsListQuery<UserLinkFilter>;
  options: UserLinkFilterOptions;
}) {
  const t = useTranslations('atsLists.links.filters');
  const states = useTranslations('atsLists.links.state');
  const values = query.filters;
  const select = (name: UserLinkFilter, label: string, list: { value: string; label: string }[]) => (
    <Select
      id={`link-filter-${name}`}
      name={name}
      label={label}
      placeholder={t('any')}
      options={list}
      defaultValue={values[name] ?? ''}
    />
  );
  return (
    <FilterForm
      name="user-link"
      action={USER_LINKS_LIST.page}
      messages="atsLists.links.filters"
      active={Object.keys(values).length}
      hidden={{ sort: query.sort === USER_LINKS_LIST.defaultSort ? undefined : query.sort }}
    >
      <TextField
        id="link-filter-q"
        name="q"
        label={t('q')}
        defaultValue={values.q ?? ''}
        maxLength={ATS_USER_LINK_FILTER_MAX.q}
        autoComplete="off"
      />
      {select('user', t('user'), toSelectOptions(options.users))}
      {select('system', t('system'), toSelectOptions(options.systems))}
      {select('office_id', t('office'), toSelectOptions(options.offices))}
      {select(
        'state',
        t('state'),
        options.states.map((state) => ({
          value: state.id,
          label: states.has(state.id) ? states(state.id) : state.name,
        })),
      )}
    </FilterForm>
  );
}
