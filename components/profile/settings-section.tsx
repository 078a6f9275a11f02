'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { setLocaleAndReload } from '@/components/layout/language-switcher';
import { Select } from '@/components/ui/select';
import { FormHead, SubmitRow } from './form-parts';
import { useFormSave } from '@/lib/forms/use-form-save';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useProfileActions } from '@/lib/hooks/use-profile';
import { localeNames, localeOfFormatting, locales } from '@/lib/i18n/locales';
import {
  NOTIFICATION_POSITIONS,
  settingsFormSchema,
  type NotificationPosition,
  type SettingsForm,
} from '@/lib/schemas/profile';

/**
 * Settings (`POST v1/profile/settings`): the corner of the alerts and the interface language, both
 * stored for the user (docs/product.md §10 "The profile"). A new corner applies at once (the page's
 * server part is read again with the user); a new language is set as this browser's and the page
 * reloads in it, as the language switcher does.
 */
export function SettingsSection({
  settings,
}: {
  settings: { notification_position: NotificationPosition; locale: SettingsForm['locale'] | null };
}) {
  const t = useTranslations('profile.settings');
  const common = useTranslations('profile');
  const fieldError = useFieldErrorText();
  const router = useRouter();
  const [, startTransition] = useTransition();
  const current = localeOfFormatting(useLocale());
  const { saveSettings } = useProfileActions();
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: { notification_position: settings.notification_position, locale: settings.locale ?? current },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { save: onSubmit, failure } = useFormSave(
    form,
    ['notification_position', 'locale'],
    saveSettings,
    (_message, values) => {
      if (values.locale !== current) return setLocaleAndReload(values.locale);
      // The layout passes the user's corner to the alerts: its server part is read again.
      startTransition(() => router.refresh());
    },
    // A new language reloads the page in it, with no alert.
    {
      success: (_message, values) =>
        values.locale !== current ? null : t('saved', { position: t(`positions.${values.notification_position}`) }),
    },
  );

  return (
    <section
      aria-labelledby="settings-title"
      className="max-w-xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="settings-title" className="mb-4 text-base font-semibold text-slate-900">
        {t('title')}
      </h3>
      <form
        method="post"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="space-y-4"
        data-testid="settings-form"
      >
        <FormHead failure={failure} />
        <Select
          id="settings-position"
          label={t('position')}
          hint={t('positionHint')}
          required
          options={NOTIFICATION_POSITIONS.map((value) => ({ value, label: t(`positions.${value}`) }))}
          error={fieldError(errors.notification_position?.message)}
          {...register('notification_position')}
        />
        <Select
          id="settings-locale"
          label={t('language')}
          hint={t('languageHint')}
          required
          options={locales.map((value) => ({ value, label: localeNames[value] }))}
          error={fieldError(errors.locale?.message)}
          {...register('locale')}
        />
        <SubmitRow submitting={isSubmitting}>{common('actions.save')}</SubmitRow>
      </form>
    </section>
  );
}
