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
  /** A sub-partition manager: the manager field is fixed to them. */
  ownOnly: boolean;
}

/**
 * A sub-partition's name, manager and members (PATCH subpartitions/{id}/edit). Members are picked
 * in the tree of offices and their active employees, 185 px high (docs/product.md §9); checking an
 * office takes all its employees. A failed save keeps everything typed and ticked.
 */
export function SubpartitionForm({ id, name, managerId, managers, tree, ownOnly }: SubpartitionFormProps) {
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
