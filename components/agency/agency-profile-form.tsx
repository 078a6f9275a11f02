'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { FormSection } from '@/components/ui/form-section';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { useAlerts } from '@/lib/alerts/use-alerts';
import {
  AGENCY_PROFILE_FIELDS,
  agencyProfileDefaults,
  agencyProfileFormData,
  agencyProfileFormInputSchema,
  type AgencyProfileInput,
  type AgencyProfileValues,
} from '@/lib/forms/agency-profile';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useFormSave } from '@/lib/forms/use-form-save';
import { useAgencyProfile, useAgencyProfileActions } from '@/lib/hooks/use-agency';
import type { AgencyProfile } from '@/lib/schemas/agency';
import { parsePhone } from '@/lib/shared/phone';

/**
 * The agency's details and logo (`/agency/profile`). The logo chosen is previewed and sent with
 * the details (POST agencies/profile, form data); deleting the saved one asks first. A 422 lands
 * on its field, anything else in the form's alert; the values typed stay on any failure.
 */
export function AgencyProfileForm({ initial, canManage }: { initial: AgencyProfile; canManage: boolean }) {
  const t = useTranslations('agencyAdmin.profile');
  const tAgency = useTranslations('agency');
  const fieldError = useFieldErrorText();
  const { show } = useAlerts();
  const { data: profile = initial } = useAgencyProfile(initial);
  const { saveAgencyProfile, deleteAgencyLogo } = useAgencyProfileActions();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoFailure, setLogoFailure] = useState<string | undefined>();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const form = useForm<AgencyProfileInput, unknown, AgencyProfileValues>({
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: zodResolver(agencyProfileFormInputSchema),
    defaultValues: agencyProfileDefaults(initial),
  });
  const {
    register,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  // Nothing typed or chosen is dropped on a failure: the fields and the chosen logo stay as they were.
  const {
    save: onSubmit,
    failure,
    setFailure,
  } = useFormSave(
    form,
    AGENCY_PROFILE_FIELDS,
    (values) => {
      setLogoFailure(undefined);
      return saveAgencyProfile(agencyProfileFormData(values, logo));
    },
    (saved) => {
      setLogo(null);
      reset(agencyProfileDefaults(saved));
    },
    {
      success: (_answer, values) => t('saved', { name: values.legal_name }),
      elsewhere: { logo: setLogoFailure },
    },
  );

  const removeLogo = async () => {
    if (!profile.logo) return;
    setFailure(null);
    try {
      await deleteAgencyLogo(profile.logo.id);
      show({ type: 'success', message: t('logoDeleted', { name: profile.legal_name }) });
    } catch (error) {
      setFailure(error);
    }
  };

  const text = (name: 'legal_name' | 'tax_id' | 'address' | 'city', autoComplete?: string, wide = false) => (
    <TextField
      id={`agency-${name}`}
      label={t(name)}
      required
      autoComplete={autoComplete}
      readOnly={!canManage}
      containerClassName={wide ? 'sm:col-span-2' : undefined}
      error={fieldError(errors[name]?.message)}
      {...register(name)}
    />
  );

  return (
    <form
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-8"
      data-testid="agency-profile-form"
    >
      {canManage ? <p className="text-sm text-slate-500">{tAgency('requiredNote')}</p> : null}
      <ApiErrorAlert error={failure} />

      <ImageUploadField
        id="agency-logo"
        texts={{
          label: t('logo'),
          hint: t('logoHint'),
          choose: t('chooseLogo'),
          chooseOther: t('chooseOtherLogo'),
          none: t('noLogo'),
          current: t('currentLogo', { name: profile.name }),
          preview: t('newLogo'),
          previewNote: t('newLogoNote'),
          discard: t('discardLogo'),
          remove: t('deleteLogo'),
        }}
        savedSrc={profile.logo?.url ?? null}
        file={logo}
        onFile={(file) => {
          setLogo(file);
          setLogoFailure(undefined);
        }}
        onRemove={canManage ? () => setConfirmDelete(true) : undefined}
        error={fieldError(logoFailure)}
        translate={(key) => fieldError(key) ?? key}
        disabled={!canManage || isSubmitting}
      />

      <FormSection legend={t('company')}>
        {text('legal_name', 'organization', true)}
        {text('tax_id')}
        {text('city', 'address-level2')}
        {text('address', 'street-address', true)}
      </FormSection>

      <FormSection legend={t('contacts')}>
        <PhoneField
          control={control}
          name="phone"
          id="agency-phone"
          label={t('phone')}
          required
          defaultCountry={parsePhone(initial.phone, 'md').country}
          error={fieldError(errors.phone?.message)}
        />
        <TextField
          id="agency-email"
          type="email"
          label={t('email')}
          required
          autoComplete="email"
          readOnly={!canManage}
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          id="agency-website"
          type="url"
          label={t('website')}
          hint={t('websiteHint')}
          autoComplete="url"
          readOnly={!canManage}
          containerClassName="sm:col-span-2"
          error={fieldError(errors.website?.message)}
          {...register('website')}
        />
      </FormSection>

      {canManage ? (
        <div className="flex justify-end border-t border-slate-200 pt-6">
          <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto sm:min-w-40">
            {t('save')}
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={confirmDelete}
        testId="agency-logo-delete"
        title={t('deleteTitle')}
        message={t('deleteMessage')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={removeLogo}
        onClose={() => setConfirmDelete(false)}
      />
    </form>
  );
}
