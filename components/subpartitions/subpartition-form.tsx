'use client';

import { useMemo } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { FormActions } from '@/components/ui/form-actions';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { TreeCheckboxList } from '@/components/ui/tree-checkbox-list';
import type { TreeCheckboxItem } from '@/lib/forms/tree-checkbox';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useFormSave } from '@/lib/forms/use-form-save';
import { updateSubpartition } from '@/lib/hooks/use-subpartitions';
import {
  subpartitionFormSchema,
  type SubpartitionForm as FormOutput,
  type TreeItem,
} from '@/lib/schemas/subpartitions';

type FormInput = z.input<typeof subpartitionFormSchema>;
type Person = { id: number; name: string };

const FIELDS = ['name', 'manager_id', 'members'] as const;
const USER_PREFIX = 'user-';
const LIST_PATH = '/subpartitions';

/** The employee ids a tree's checked leaves stand for (`user-{id}`; offices are `office-{id}`). */
export function checkedMembers(tree: readonly TreeItem[]): number[] {
  return tree.flatMap((office) =>
    office.children
      .filter((leaf) => leaf.checked && leaf.id.startsWith(USER_PREFIX))
      .map((leaf) => Number(leaf.id.slice(USER_PREFIX.length))),
  );
}

/** The tree's employees by id, in the tree's order (offices, then their employees). */
function employeesOf(tree: readonly TreeItem[]): Map<number, string> {
  return new Map(
    tree.flatMap((office) =>
      office.children
        .filter((leaf) => leaf.id.startsWith(USER_PREFIX))
        .map((leaf) => [Number(leaf.id.slice(USER_PREFIX.length)), leaf.label] as const),
    ),
  );
}

/** The tree with the members checked: a parent's state comes from its leaves (lib/forms/tree-checkbox.ts). */
function withMembers(tree: readonly TreeItem[], members: ReadonlySet<number>): TreeCheckboxItem[] {
  const mark = (item: TreeItem): TreeCheckboxItem =>
    item.children.length
      ? { id: item.id, label: item.label, children: item.children.map(mark) }
      : {
          id: item.id,
          label: item.label,
          checked: item.id.startsWith(USER_PREFIX) && members.has(Number(item.id.slice(USER_PREFIX.length))),
        };
  return tree.map(mark);
}

export interface SubpartitionFormProps {
  id: number;
  name: string;
  /** The current manager's id, if any. */
  managerId: number | null;
  /** Who may manage it: the agency's active employees, or only the caller for a sub-partition manager (they keep theirs). */
  managers: readonly Person[];
  /** The offices with their active employees, the members checked (docs/product.md §3 "Tree checkbox item"). */
  tree: readonly TreeItem[];
  /** Its members now, an inactive one (blocked or dismissed, not in the tree) among them. */
  current: readonly Person[];
  /** A sub-partition manager: the manager field is fixed to them. */
  ownOnly: boolean;
}

/**
 * A sub-partition's name, manager and members (PATCH subpartitions/{id}/edit). Members are picked
 * in the tree of offices and their active employees, 185 px high (docs/product.md §9); checking an
 * office takes all its employees. A failed save keeps everything typed and ticked.
 */
export function SubpartitionForm({ id, name, managerId, managers, tree, current, ownOnly }: SubpartitionFormProps) {
  const t = useTranslations('subpartitions.form');
  const fieldError = useFieldErrorText();
  const router = useRouter();
  const form = useForm<FormInput, unknown, FormOutput>({
    shouldFocusError: false,
    resolver: zodResolver(subpartitionFormSchema),
    defaultValues: { name, manager_id: managerId === null ? '' : String(managerId), members: checkedMembers(tree) },
  });
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const members = useWatch({ control, name: 'members' });
  const items = useMemo(() => withMembers(tree, new Set(members)), [tree, members]);
  const employees = useMemo(() => employeesOf(tree), [tree]);
  // The tree's employees are the active ones: an inactive member cannot be kept, and is said so.
  const inactive = current.filter((person) => !employees.has(person.id));
  const chosen = [...employees].filter(([member]) => members.includes(member));

  const toggle = (leafIds: string[], checked: boolean) => {
    const ids = leafIds
      .filter((leaf) => leaf.startsWith(USER_PREFIX))
      .map((leaf) => Number(leaf.slice(USER_PREFIX.length)));
    const next = new Set(members);
    for (const member of ids) {
      if (checked) next.add(member);
      else next.delete(member);
    }
    setValue('members', [...next], { shouldDirty: true, shouldValidate: Boolean(errors.members) });
  };

  const { save, failure } = useFormSave(
    form,
    FIELDS,
    (values) => updateSubpartition(id, values),
    () => router.push(LIST_PATH),
    { success: (_answer, values) => t('saved', { name: values.name, members: values.members.length }) },
  );

  return (
    <form
      method="post"
      onSubmit={(event) => void save(event)}
      noValidate
      data-testid="subpartition-form"
      className="max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <p className="text-sm text-slate-500">{t('requiredNote')}</p>
      <ApiErrorAlert error={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="subpartition-name"
          label={t('name')}
          required
          autoComplete="off"
          error={fieldError(errors.name?.message)}
          {...register('name')}
        />
        <Select
          id="subpartition-manager"
          label={t('manager')}
          required
          placeholder={ownOnly ? undefined : t('managerPlaceholder')}
          options={managers.map((person) => ({ value: String(person.id), label: person.name }))}
          hint={ownOnly ? t('ownOnly') : undefined}
          error={fieldError(errors.manager_id?.message)}
          {...register('manager_id')}
        />
      </div>
      <div className="space-y-1.5">
        {/* The chosen members above the tree, whose small box shows only some of them. */}
        <section aria-labelledby="subpartition-chosen-title" className="space-y-1.5">
          <h2 id="subpartition-chosen-title" className="text-sm font-medium text-slate-700">
            {t('chosen')}
          </h2>
          {chosen.length || inactive.length ? (
            <ul data-testid="subpartition-chosen" className="flex flex-wrap gap-1.5">
              {chosen.map(([member, label]) => (
                <li
                  key={member}
                  className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm text-slate-800"
                >
                  {label}
                  <button
                    type="button"
                    aria-label={t('remove', { name: label })}
                    data-tooltip={t('remove', { name: label })}
                    onClick={() => toggle([`${USER_PREFIX}${member}`], false)}
                    className="tooltip grid size-6 place-items-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
                      <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
                    </svg>
                  </button>
                </li>
              ))}
              {inactive.map((person) => (
                <li
                  key={person.id}
                  data-testid="subpartition-inactive-member"
                  className="w-full rounded-lg border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm text-amber-900"
                >
                  <span className="font-medium line-through">{person.name}</span> — {t('inactive')}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">{t('chosenNone')}</p>
          )}
        </section>
        <TreeCheckboxList
          id="subpartition-members"
          label={t('members')}
          items={items}
          onChange={toggle}
          empty={t('membersEmpty')}
        />
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="subpartition-members-count">
          {t('selected', { count: members.length })}
        </p>
        {errors.members ? <p className="text-sm text-red-700">{fieldError(errors.members.message)}</p> : null}
      </div>
      <FormActions
        cancelLabel={t('cancel')}
        saveLabel={t('save')}
        onCancel={() => router.push(LIST_PATH)}
        submitting={isSubmitting}
      />
    </form>
  );
}
