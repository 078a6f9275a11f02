'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { FormHead, SubmitRow } from './form-parts';
import { useFormSave } from '@/lib/forms/use-form-save';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useProfile, useProfileActions } from '@/lib/hooks/use-profile';
import { profileFormSchema, type Profile } from '@/lib/schemas/profile';
import { AvatarEditor } from './avatar-editor';
import { Identifier } from '@/components/ui/identifier';

type Input = z.input<typeof profileFormSchema>;
type Output = z.output<typeof profileFormSchema>;

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** Personal information: the photo, then name and phone (`PATCH v1/profile`); email and position are the agency's to change. */
export function ProfileInfoSection({ profile: initial }: { profile: Profile }) {
  const t = useTranslations('profile');
  const { data: profile = initial } = useProfile(initial);
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <section aria-labelledby="avatar-title" className={card}>
        <h3 id="avatar-title" className="mb-4 text-base font-semibold text-slate-900">
          {t('avatar.title')}
        </h3>
        <AvatarEditor name={profile.name} avatar={profile.avatar} />
      </section>
      <section aria-labelledby="info-title" className={card}>
        <h3 id="info-title" className="mb-4 text-base font-semibold text-slate-900">
          {t('info.title')}
        </h3>
        <ProfileInfoForm profile={profile} />
      </section>
    </div>
  );
}

export function ProfileInfoForm({ profile }: { profile: Profile }) {
  const t = useTranslations('profile');
  const fieldError = useFieldErrorText();
  const { updateProfile } = useProfileActions();
  const form = useForm<Input, unknown, Output>({
    shouldFocusError: false,
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: profile.name, phone: profile.phone ?? '' },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const { save: onSubmit, failure } = useFormSave(form, ['name', 'phone'], updateProfile, null, {
    success: (_answer, values) => t('info.saved', { name: values.name }),
  });

  return (
    <form
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-4"
      data-testid="profile-info-form"
    >
      <FormHead failure={failure} />
      <TextField
        id="profile-name"
        label={t('info.name')}
        required
        autoComplete="name"
        error={fieldError(errors.name?.message)}
        {...register('name')}
      />
      <PhoneField
        control={control}
        name="phone"
        id="profile-phone"
        label={t('info.phone')}
        defaultCountry="md"
        error={fieldError(errors.phone?.message)}
      />
      <dl className="grid gap-3 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">{t('info.email')}</dt>
          <dd className="font-medium text-slate-900">
            <Identifier>{profile.email}</Identifier>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('info.position')}</dt>
          <dd className="font-medium text-slate-900">{profile.position}</dd>
        </div>
      </dl>
      <SubmitRow submitting={isSubmitting}>{t('actions.save')}</SubmitRow>
    </form>
  );
}
