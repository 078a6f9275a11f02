'use client';

import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { AppLink } from '@/components/ui/app-link';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { FormField, controlClass } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { clientLinkUrl, useCopyClientLink } from '@/components/client-links/use-copy-link';
import { ValidityDaysField, validityDaysRule } from '@/components/client-links/validity-days-field';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { CLIENT_LINKS_PATH } from '@/lib/client-links/path';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useFormSave } from '@/lib/forms/use-form-save';
import { formatDate } from '@/lib/format/date';
import { createSharedSelection, type SharedSelectionRef } from '@/lib/hooks/use-shared-selections';
import type { OfferContacts, SavedOffer } from '@/lib/schemas/saved-offers';
import { SHARE_NOTE_MAX, SHARE_VALIDITY_DAYS } from '@/lib/schemas/shared-selections';
import { maxLengthMessage } from '@/lib/shared/message-key';

/**
 * The step's form: the chosen offers (at least one), the validity within SHARE_VALIDITY_DAYS and
 * the note, as the request schema (lib/schemas/shared-selections.ts) takes them, with messages
 * from the catalogue.
 */
const shareFormSchema = z.object({
  offers: z.array(z.string()).min(1, 'basket.share.errors.offers'),
  validity_days: validityDaysRule,
  note: z.string().trim().max(SHARE_NOTE_MAX, maxLengthMessage(SHARE_NOTE_MAX)),
});
type ShareForm = z.infer<typeof shareFormSchema>;
const FIELDS = ['offers', 'validity_days', 'note'] as const;

/**
 * "Link for the client" (docs/product.md "Client selections"): which saved offers, for how many
 * days and an optional note; made with the dialog's contacts (the edited ones, as the PDF uses
 * them). Then the link to copy, or to share where the browser has the Web Share API.
 */
export function ClientLinkDialog({
  offers,
  contacts,
  onClose,
  onLeave,
}: {
  offers: ReadonlyArray<readonly [SavedOffer, number]>;
  contacts: OfferContacts;
  onClose: () => void;
  /** Closes the saved-offers dialog too: the link to the agent's list leaves it. */
  onLeave: () => void;
}) {
  const t = useTranslations('basket.share');
  const [made, setMade] = useState<SharedSelectionRef | null>(null);
  return (
    <Modal open onClose={onClose} title={t('title')} closeLabel={t('close')} testId="client-link-dialog">
      {made ? (
        <MadeLink made={made} title={contacts.title} onClose={onClose} onLeave={onLeave} />
      ) : (
        <ShareFormStep offers={offers} contacts={contacts} onMade={setMade} onCancel={onClose} />
      )}
    </Modal>
  );
}

function ShareFormStep({
  offers,
  contacts,
  onMade,
  onCancel,
}: {
  offers: ReadonlyArray<readonly [SavedOffer, number]>;
  contacts: OfferContacts;
  onMade: (made: SharedSelectionRef) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('basket.share');
  const fieldError = useFieldErrorText();
  const form = useForm<ShareForm>({
    shouldFocusError: false,
    resolver: zodResolver(shareFormSchema),
    defaultValues: {
      offers: offers.map(([offer]) => offer.uuid),
      validity_days: SHARE_VALIDITY_DAYS.default,
      note: '',
    },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const note = useWatch({ control, name: 'note' });
  const { save, failure } = useFormSave(
    form,
    FIELDS,
    (values) =>
      createSharedSelection({
        // In the dialog's order, whatever order they were ticked in.
        offers: offers.map(([offer]) => offer.uuid).filter((uuid) => values.offers.includes(uuid)),
        contacts,
        validity_days: values.validity_days,
        note: values.note,
      }),
    onMade,
  );

  return (
    <form method="post" noValidate onSubmit={(event) => void save(event)} className="space-y-5">
      <Controller
        control={control}
        name="offers"
        render={({ field, fieldState }) => (
          <fieldset aria-describedby={fieldState.error ? 'share-offers-error' : undefined} className="space-y-2">
            <legend className="mb-2 text-sm font-medium text-slate-700">{t('offers')}</legend>
            {offers.map(([offer, index]) => {
              const id = `share-offer-${offer.uuid}`;
              const checked = field.value.includes(offer.uuid);
              const { hotel } = offer.search_result.accommodation;
              return (
                <div key={offer.uuid} className="flex items-start gap-2.5">
                  <input
                    id={id}
                    type="checkbox"
                    checked={checked}
                    data-testid="client-link-offer"
                    onChange={() =>
                      field.onChange(
                        checked ? field.value.filter((uuid) => uuid !== offer.uuid) : [...field.value, offer.uuid],
                      )
                    }
                    onBlur={field.onBlur}
                    ref={index === 1 ? field.ref : undefined}
                    className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  />
                  <label htmlFor={id} className="text-sm text-slate-700">
                    {t('offer', { index, hotel: hotel.name })}
                  </label>
                </div>
              );
            })}
            {fieldState.error ? (
              <p id="share-offers-error" className="text-sm text-red-700">
                {fieldError(fieldState.error.message)}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <ValidityDaysField
        id="share-days"
        label={t('days')}
        message={errors.validity_days?.message}
        containerClassName="max-w-48"
        {...register('validity_days', { valueAsNumber: true })}
      />
      <FormField
        id="share-note"
        label={t('note')}
        error={fieldError(errors.note?.message)}
        hint={t('noteCount', { count: note.length, max: SHARE_NOTE_MAX })}
      >
        {(a11y) => (
          <textarea {...a11y} rows={3} maxLength={SHARE_NOTE_MAX} className={controlClass} {...register('note')} />
        )}
      </FormField>
      <ApiErrorAlert error={failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting} data-testid="client-link-create">
          {t('create')}
        </Button>
      </div>
    </form>
  );
}

/** A share the user cancelled rejects with an AbortError: nothing went wrong. */
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

function MadeLink({
  made,
  title,
  onClose,
  onLeave,
}: {
  made: SharedSelectionRef;
  title: string;
  onClose: () => void;
  onLeave: () => void;
}) {
  const t = useTranslations('basket.share');
  const alerts = useAlerts();
  const url = clientLinkUrl(made.url_path);
  // Rendered only in the browser (the dialog opens on a click).
  const canShare = typeof navigator.share === 'function';

  const copyLink = useCopyClientLink();
  const share = async () => {
    try {
      await navigator.share({ title, text: t('shareText', { title }), url });
    } catch (error) {
      if (!isAbort(error)) alerts.show({ type: 'error', message: t('shareFailed') });
    }
  };

  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-slate-700">
        {t('made')}
      </p>
      <TextField
        id="share-url"
        label={t('link')}
        readOnly
        value={url}
        data-testid="client-link-url"
        onFocus={(event) => event.currentTarget.select()}
        hint={t('validUntil', { date: formatDate(made.valid_until) })}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copyLink(made.url_path)} data-testid="client-link-copy">
          {t('copy')}
        </Button>
        {canShare ? (
          <Button variant="secondary" onClick={() => void share()} data-testid="client-link-share">
            {t('share')}
          </Button>
        ) : null}
        <AppLink href={CLIENT_LINKS_PATH} className="btn btn-ghost" onClick={onLeave} data-testid="client-link-list">
          {t('myLinks')}
        </AppLink>
        <Button variant="secondary" className="sm:ml-auto" onClick={onClose}>
          {t('done')}
        </Button>
      </div>
    </div>
  );
}
