'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Controller, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Checkbox } from '@/components/ui/checkbox';
import { DateInput } from '@/components/ui/date-input';
import { FormActions } from '@/components/ui/form-actions';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { USER_LINKS_PATH } from '@/lib/ats/list-query';
import { useChoiceErrorText, useFieldErrorText } from '@/lib/forms/use-field-error';
import { useFormSave } from '@/lib/forms/use-form-save';
import { createUserLink, updateUserLink } from '@/lib/hooks/use-ats-user-links';
import { atsUserLinkInputSchema, type AtsUserLinkInput } from '@/lib/schemas/ats';
import { atsAccountName } from '@/lib/schemas/ats-constants';
import { dateLimits } from '@/lib/search/date-range';
import { portalToday } from '@/lib/format/date';

type FormInput = z.input<typeof atsUserLinkInputSchema>;
type Option = { id: string; name: string };

const FIELDS = ['user_id', 'system', 'office_id', 'agent_sign', 'valid_from', 'valid_to', 'active'] as const;

export interface UserLinkFormProps {
  /** The link being edited (its id and stored values); none for a new one. */
  link?: { id: number; values: AtsUserLinkInput };
  /** A new link's seller chosen beforehand (the unlinked sellers' "Link", `?user=`). */
  userId?: number;
  /** `GET ats/user-links/form-options`: the agency's active employees and the systems. */
  options: { users: Option[]; systems: Option[] };
}

/** A typed code upper-cased as it is typed (the office id, the agent sign: docs/product.md §12). */
function upperCased(field: UseFormRegisterReturn) {
  return {
    ...field,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      event.target.value = event.target.value.toUpperCase();
      return field.onChange(event);
    },
  };
}

/**
 * A linked user: who sells under which ticketing account (system, office id, agent sign) from when
 * to when (docs/product.md §12 "Linked users"). Checked by the shared schema; the backend's 422s
 * (the overlap rule answers on the agent sign) land on their fields and nothing typed is lost.
 */
export function UserLinkForm({ link, userId, options }: UserLinkFormProps) {
  const t = useTranslations('atsLists.linkForm');
  const done = useTranslations('atsLists.links.done');
  const fieldError = useFieldErrorText();
  const choiceError = useChoiceErrorText();
  const router = useRouter();
  const [limits] = useState(() => dateLimits(portalToday(), { yearsBack: 10, yearsAhead: 10 }));
  const form = useForm<FormInput, unknown, AtsUserLinkInput>({
    shouldFocusError: false,
    resolver: zodResolver(atsUserLinkInputSchema),
    defaultValues: link?.values ?? {
      user_id: userId ?? (undefined as unknown as number),
      system: '' as FormInput['system'],
      office_id: '',
      agent_sign: '',
      valid_from: portalToday(),
      valid_to: null,
      active: true,
    },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const { save, failure } = useFormSave(
    form,
    FIELDS,
    (values) => (link ? updateUserLink(link.id, values) : createUserLink(values)),
    () => router.push(USER_LINKS_PATH),
    {
      success: (answer) =>
        done(link ? 'updated' : 'created', { user: answer.data.user.name, account: atsAccountName(answer.data) }),
    },
  );

  return (
    <form
      method="post"
      onSubmit={(event) => void save(event)}
      noValidate
      data-testid="user-link-form"
      className="max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <p className="text-sm text-slate-500">{t('requiredNote')}</p>
      <ApiErrorAlert error={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          id="link-user_id"
          label={t('user')}
          required
          placeholder={t('choose')}
          options={options.users.map((user) => ({ value: user.id, label: user.name }))}
          error={choiceError(errors.user_id)}
          {...register('user_id', {
            setValueAs: (value: string | number) => (value === '' || value === undefined ? undefined : Number(value)),
          })}
        />
        <Select
          id="link-system"
          label={t('system')}
          required
          placeholder={t('choose')}
          options={options.systems.map((system) => ({ value: system.id, label: system.name }))}
          error={choiceError(errors.system)}
          {...register('system')}
        />
        <TextField
          id="link-office_id"
          label={t('officeId')}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={9}
          hint={t('officeIdHint')}
          className="font-mono uppercase"
          error={fieldError(errors.office_id?.message)}
          {...upperCased(register('office_id'))}
        />
        <TextField
          id="link-agent_sign"
          label={t('agentSign')}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={6}
          hint={t('agentSignHint')}
          className="font-mono uppercase"
          error={fieldError(errors.agent_sign?.message)}
          {...upperCased(register('agent_sign'))}
        />
        <Controller
          control={control}
          name="valid_from"
          render={({ field, fieldState }) => (
            <DateInput
              id="link-valid_from"
              name={field.name}
              label={t('validFrom')}
              required
              limits={limits}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="valid_to"
          render={({ field, fieldState }) => (
            <DateInput
              id="link-valid_to"
              name={field.name}
              label={t('validTo')}
              hint={t('validToHint')}
              limits={limits}
              value={field.value ?? ''}
              onChange={(iso) => field.onChange(iso === '' ? null : iso)}
              onBlur={field.onBlur}
              error={fieldError(fieldState.error?.message)}
            />
          )}
        />
      </div>
      <Checkbox
        id="link-active"
        label={t('active')}
        error={fieldError(errors.active?.message)}
        {...register('active')}
      />
      <FormActions
        cancelLabel={t('cancel')}
        saveLabel={t('save')}
        onCancel={() => router.push(USER_LINKS_PATH)}
        submitting={isSubmitting}
      />
    </form>
  );
}
