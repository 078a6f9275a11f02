'use client';

import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog, preloadConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { BookingServices } from './booking-services';
import { OrderContactFields } from './order-contact-fields';
import { TouristFields } from './tourist-fields';
import { FormFieldsContext } from '@/lib/forms/form-fields';
import { firstUse } from '@/lib/forms/first-use-resolver';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { useCheckedForm } from '@/lib/forms/use-checked-form';
import { useFormSave } from '@/lib/forms/use-form-save';
import { formatPrice } from '@/lib/format/price';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { useBookingPrice } from '@/lib/hooks/use-booking-price';
import { useUser } from '@/lib/hooks/use-user';
import { orderPath } from '@/lib/orders/paths';
import type { BookingFormInput, BookingFormOutput, BookingFormStart } from '@/lib/shared/tourist-rules';
import type { BookingData } from '@/lib/schemas/booking';
import type { BookedOrder } from '@/lib/hooks/use-booking-offer';

// The price lines as recalculated (the server rendered the first ones) and the 409's notice load
// on first use (docs/architecture.md §11).
const loadBreakdown = () => import('./price-breakdown');
const PriceBreakdown = lazy(() => loadBreakdown().then((module) => ({ default: module.PriceBreakdown })));
const loadPriceChanged = () => import('./price-changed');
// The booking call (with SWR, which drops the journal's cached pages) is needed only at Book.
const loadBookOffer = () => import('@/lib/hooks/use-booking-offer').then((module) => module.bookOffer);
const PriceChanged = lazy(() => loadPriceChanged().then((module) => ({ default: module.PriceChanged })));

export interface BookingFormProps {
  sid: string;
  data: BookingData;
  /** `bookingFormStart` of lib/shared/tourist-rules.ts. */
  start: BookingFormStart;
  /** The price lines of `data.price`. */
  breakdown: ReactNode;
  /** The offer gone (410): what to say and the way back to the search. */
  gone: ReactNode;
}

/**
 * The booking form under the server-rendered offer: tourists, contact, services with the price
 * recalculated, and Book. A price change answers 409 with the new price: the agent sees old → new
 * and books again at it, with everything typed kept. 410: the offer is gone; 422: on the fields.
 * `start`, `breakdown` and `gone` are worked out and rendered on the server; the rules themselves
 * (`bookingFormSchema`) load on first use (docs/architecture.md §11).
 */
export function BookingForm({ sid, data, start, breakdown, gone: goneNotice }: BookingFormProps) {
  const t = useTranslations('booking');
  const locale = useLocale();
  const router = useRouter();
  const { user } = useUser();
  const { slots, today } = start;
  const { check_in, check_out } = data.offer.dates;
  const rules = useMemo(
    () =>
      firstUse(() =>
        import('@/lib/shared/tourist-rules').then((module) =>
          module.bookingFormSchema({
            slots,
            trip: { check_in, check_out, today },
            notOneOf: module.agencyPhones(user.phones),
          }),
        ),
      ),
    [slots, check_in, check_out, today, user.phones],
  );
  const form = useCheckedForm<BookingFormInput, BookingFormOutput>({ defaultValues: start.values, check: rules.load });
  const [services, setServices] = useState(() =>
    data.services.filter((s) => s.mandatory || s.selected).map((s) => s.id),
  );
  const pricing = useBookingPrice(sid, data.price);
  const [confirming, setConfirming] = useState<BookingFormOutput | null>(null);
  const [priceChange, setPriceChange] = useState<{ old: number; current: number } | null>(null);
  const [booking, setBooking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The backend refused fields (422): the first of them takes the focus once the confirmation has
  // closed (closing gives the focus back to Book).
  const focusRefused = useRef(false);
  useEffect(() => {
    if (confirming !== null || !focusRefused.current) return;
    focusRefused.current = false;
    focusFirstInvalid(formRef.current);
  });
  // The total the agent saw and accepted goes with the booking; a 409 with a new price shows old → new.
  const expected = pricing.price.total;
  const { submit, failure, setFailure } = useFormSave<BookingFormInput, BookingFormOutput, BookedOrder>(
    form,
    start.errorFields,
    async (values) => (await loadBookOffer())(sid, values, services, expected),
    // The journal, newest first with the new order at the top and its sheet open; the alert names it.
    (order) => router.push(orderPath(order.id)),
    {
      success: (order) => t('booked', { number: order.number }),
      handle: async (error) => {
        const changed =
          error instanceof ApiRequestError && error.status === 409
            ? await import('@/lib/schemas/booking')
                .then((schemas) => schemas.priceChangedSchema.safeParse(error.body))
                .catch(() => null)
            : null;
        if (!changed?.success) return false;
        pricing.setPrice(changed.data.data.price);
        setPriceChange({ old: expected, current: changed.data.data.price.total });
        return true;
      },
    },
  );
  const gone = [failure, pricing.error].some((error) => error instanceof ApiRequestError && error.status === 410);
  const money = (amount: number) => formatPrice(amount, pricing.price.currency, locale);

  const changeServices = (next: string[]) => {
    setServices(next);
    setPriceChange(null);
    pricing.recalculate(next);
  };

  const book = async (values: BookingFormOutput) => {
    setBooking(true);
    const outcome = await submit(values);
    // Stays busy while the order opens.
    if (outcome === 'saved') return;
    if (outcome === 'fields') focusRefused.current = true;
    setBooking(false);
  };

  const startOnForm = () => {
    rules.preload();
    preloadConfirmDialog();
    void loadBreakdown().catch(() => undefined);
    void loadPriceChanged().catch(() => undefined);
    void loadBookOffer().catch(() => undefined);
  };

  const onInvalid = () => focusFirstInvalid(formRef.current);
  const askToBook = (event: FormEvent) => form.handleSubmit((values) => setConfirming(values), onInvalid)(event);
  const bookAtNewPrice = () => form.handleSubmit((values) => book(values), onInvalid)();

  return (
    <FormFieldsContext value={form.fields}>
      {/* The rules and the confirmation are fetched once the agent starts on the form (a focus, a typed value), so they are in when Book is pressed. */}
      <form
        method="post"
        ref={formRef}
        onFocus={startOnForm}
        onChange={startOnForm}
        onSubmit={(event) => void askToBook(event).catch(setFailure)}
        noValidate
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      >
        <div className="space-y-4">
          <h2 className="text-lg font-semibold text-slate-900">{t('tourists')}</h2>
          <p className="text-sm text-slate-500">{t('requiredNote')}</p>
          {slots.map((slot, index) => (
            <TouristFields key={index} index={index} slot={slot} rules={start.fields} idPrefix="tourist" />
          ))}
          <OrderContactFields idPrefix="booking" />
        </div>
        <aside className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 lg:sticky lg:top-4">
          <BookingServices
            services={data.services}
            currency={pricing.price.currency}
            selected={services}
            onChange={changeServices}
            disabled={booking}
          />
          <section aria-labelledby="booking-price" aria-live="polite" className="space-y-2">
            <h2 id="booking-price" className="text-sm font-semibold text-slate-900">
              {t('price.title')}
            </h2>
            {pricing.calculating ? (
              <p role="status" className="text-sm text-slate-500">
                {t('price.calculating')}
              </p>
            ) : null}
            {pricing.error && !gone ? (
              <div className="space-y-2">
                <Alert tone="error" title={t('services.failed')} />
                <ApiErrorAlert error={pricing.error} />
              </div>
            ) : null}
            {pricing.price === data.price && !pricing.calculating ? (
              breakdown
            ) : (
              <Suspense fallback={breakdown}>
                <PriceBreakdown price={pricing.price} busy={pricing.calculating} />
              </Suspense>
            )}
          </section>
          <ApiErrorAlert error={gone ? null : failure} />
          {gone ? (
            goneNotice
          ) : priceChange ? (
            <Suspense fallback={null}>
              <PriceChanged
                messages="booking.priceChanged"
                old={money(priceChange.old)}
                current={money(pricing.price.total)}
                busy={booking}
                disabled={pricing.calculating}
                onAccept={() => void bookAtNewPrice().catch(setFailure)}
              />
            </Suspense>
          ) : (
            <Button type="submit" fullWidth loading={booking} disabled={pricing.calculating || Boolean(pricing.error)}>
              {t('book')}
            </Button>
          )}
        </aside>
      </form>
      <LazyConfirmDialog
        open={confirming !== null}
        testId="booking-confirm"
        tone="primary"
        title={t('confirm.title')}
        message={
          <>
            {t('confirm.message', { total: money(pricing.price.total) })}
            {data.non_refundable ? <strong className="mt-2 block">{t('confirm.nonRefundable')}</strong> : null}
          </>
        }
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.no')}
        onConfirm={() => (confirming ? book(confirming) : undefined)}
        onClose={() => setConfirming(null)}
      />
    </FormFieldsContext>
  );
}
