'use client';

import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Checkbox } from '@/components/ui/checkbox';
import { RequiredMark } from '@/components/ui/form-field';
import { FormActions } from '@/components/ui/form-actions';
import { PasswordField } from '@/components/ui/password-field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useFormSave } from '@/lib/forms/use-form-save';
import { formatDate } from '@/lib/format/date';
import { createGateway, updateGateway } from '@/lib/hooks/use-payment-gateways';
import {
  GATEWAY_CURRENCIES,
  GATEWAY_PROVIDER_NAMES,
  GATEWAY_PROVIDERS,
  dropsSecret,
  gatewayFormFieldsSchema,
  type Gateway,
  type GatewayForm as GatewayFormOutput,
  type GatewayFormFields,
} from '@/lib/schemas/gateways';

const FIELDS = ['provider', 'merchant_id', 'currencies', 'enabled', 'secret'] as const;
export const GATEWAYS_PATH = '/payment-gateways';

export interface GatewayFormProps {
  /** The gateway being edited; none for a new one. */
  gateway?: Gateway;
  /** `gateways.secrets.manage` (docs/product.md "Permissions"): without it the secret field is not offered. */
  canSetSecret: boolean;
}

/**
 * A payment gateway's provider, merchant id, currencies and switch, and its write-only secret
 * (docs/product.md §10 "Payment gateways"): the field is a password field that starts empty, a
 * stored secret is only "set on {date}", and only a typed one is sent, replacing it.
 */
export function GatewayForm({ gateway, canSetSecret }: GatewayFormProps) {
  const t = useTranslations('gateways.form');
  const list = useTranslations('gateways.list');
  const fieldError = useFieldErrorText();
  const router = useRouter();
  const form = useForm<GatewayFormFields, unknown, GatewayFormOutput>({
    shouldFocusError: false,
    resolver: zodResolver(gatewayFormFieldsSchema),
    defaultValues: {
      provider: gateway?.provider ?? ('' as GatewayFormFields['provider']),
      merchant_id: gateway?.merchant_id ?? '',
      currencies: gateway?.currencies ?? [],
      enabled: gateway?.enabled ?? true,
      secret: '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { save, failure } = useFormSave(
    form,
    FIELDS,
    async (values) => {
      const { secret, ...rest } = values;
      const body = canSetSecret && secret !== undefined ? { ...rest, secret } : rest;
      if (gateway) await updateGateway(gateway.id, body);
      else await createGateway(body);
    },
    () => router.push(GATEWAYS_PATH),
    {
      success: (_answer, values) =>
        t(gateway ? 'updated' : 'created', {
          name: GATEWAY_PROVIDER_NAMES[values.provider],
          merchant: values.merchant_id,
        }),
    },
  );

  const [provider, merchantId] = useWatch({ control: form.control, name: ['provider', 'merchant_id'] });
  // A stored secret does not survive a new provider or merchant id (dropsSecret): say so before saving.
  const dropping = gateway?.secret_set_at ? dropsSecret(gateway, { provider, merchant_id: merchantId.trim() }) : false;
  const setAt = gateway?.secret_set_at && !dropping ? formatDate(gateway.secret_set_at) : null;
  return (
    <form
      method="post"
      onSubmit={(event) => void save(event)}
      noValidate
      data-testid="gateway-form"
      className="max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <p className="text-sm text-slate-500">{t('requiredNote')}</p>
      <ApiErrorAlert error={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          id="gateway-provider"
          label={t('provider')}
          required
          placeholder={t('providerPlaceholder')}
          options={GATEWAY_PROVIDERS.map((provider) => ({ value: provider, label: GATEWAY_PROVIDER_NAMES[provider] }))}
          error={fieldError(errors.provider?.message)}
          {...register('provider')}
        />
        <TextField
          id="gateway-merchant_id"
          label={t('merchant')}
          required
          autoComplete="off"
          spellCheck={false}
          hint={t('merchantHint')}
          error={fieldError(errors.merchant_id?.message)}
          {...register('merchant_id')}
        />
      </div>
      <fieldset aria-describedby={errors.currencies ? 'gateway-currencies-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          {t('currencies')}
          <RequiredMark />
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {GATEWAY_CURRENCIES.map((currency) => (
            <Checkbox
              key={currency}
              id={`gateway-currency-${currency}`}
              label={currency}
              value={currency}
              {...register('currencies')}
            />
          ))}
        </div>
        {errors.currencies ? (
          <p id="gateway-currencies-error" className="mt-1.5 text-sm text-red-700">
            {fieldError(errors.currencies.message)}
          </p>
        ) : null}
      </fieldset>
      <Checkbox
        id="gateway-enabled"
        label={t('enabled')}
        error={fieldError(errors.enabled?.message)}
        {...register('enabled')}
      />
      {canSetSecret ? (
        <PasswordField
          id="gateway-secret"
          label={t('secret')}
          autoComplete="new-password"
          spellCheck={false}
          hint={
            dropping
              ? t('secretDropped')
              : setAt
                ? t('secretSetOn', { date: setAt })
                : gateway
                  ? t('secretNone')
                  : t('secretNew')
          }
          error={fieldError(errors.secret?.message)}
          {...register('secret')}
        />
      ) : (
        <div data-testid="gateway-secret-state" className="space-y-1 text-sm">
          <p className="font-medium text-slate-700">{t('secret')}</p>
          <p className="text-slate-600">
            {dropping ? t('secretDropped') : setAt ? list('secretSet', { date: setAt }) : list('secretNotSet')}
          </p>
          <p className="text-slate-500">{t('secretDirector')}</p>
        </div>
      )}
      <FormActions
        cancelLabel={t('cancel')}
        saveLabel={t('save')}
        onCancel={() => router.push(GATEWAYS_PATH)}
        submitting={isSubmitting}
      />
    </form>
  );
}
