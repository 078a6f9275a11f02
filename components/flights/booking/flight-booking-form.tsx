'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { RhfFormProvider } from '@/lib/forms/rhf-form-provider';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { OrderContactFields } from '@/components/orders/order-contact-fields';
import { TouristFields } from '@/components/orders/tourist-fields';
import { OfferGone } from '@/components/orders/offer-gone';
import { PriceChanged } from '@/components/orders/price-changed';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FarePrice } from './fare-price';
import { FreezeCheck } from './freeze-check';
import { HoldTimer } from './hold-timer';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { useFormSave } from '@/lib/forms/use-form-save';
import { passengerSlots } from '@/lib/flights/passengers';
import { flightBookingPath } from '@/lib/flights/flight-booking-path';
import { ticketOrderPath } from '@/lib/flights/ticket-orders-query';
import { formatPrice } from '@/lib/format/price';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { useBookFlight } from '@/lib/hooks/use-flight-booking';
import { useHoldFare } from '@/lib/hooks/use-flight-search';
import { useUser } from '@/lib/hooks/use-user';
import {
  ticketAlreadyBookedSchema,
  ticketPriceChangedSchema,
  type FareHold,
  type HeldFare,
} from '@/lib/schemas/flights';
import {
  agencyPhones,
  emptyTourist,
  ticketBookingFormSchema,
  touristErrorFields,
  touristFieldRules,
  type TicketBookingFormInput,
  type TicketBookingFormOutput,
} from '@/lib/shared/tourist-rules';
import { portalToday } from '@/lib/format/date';

/** The wire's 422 keys (`passengers.0.surname`, `buyer.phone`) → the form's (the tour form's tourist blocks and contact). */
const formField = (wire: string) => wire.replace(/^passengers\./, 'tourists.').replace(/^buyer\./, 'contact.');

const isStatus = (error: unknown, status: number): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status === status;

/**
 * Booking a held fare (docs/product.md §11): one block per passenger (the tour booking's tourist
 * block with the ticket's age and document rules), the buyer, the price and the time left on the
 * hold; Book opens the freeze check, then books. 409 with a new price: old → new and Book at it,
 * nothing retyped; 410: the seats are gone, what was typed stays; 422: on the fields. An expired
 * hold is re-priced in place (a new hash in the address, the form kept).
 */
export function FlightBookingForm({ held }: { held: HeldFare }) {
  const t = useTranslations('flightBooking');
  const locale = useLocale();
  const router = useRouter();
  const { user } = useUser();
  const today = useMemo(() => portalToday(), []);
  const fieldRules = useMemo(() => touristFieldRules(today), [today]);
  // The type is by age on the last flight, not a searched age.
  const slots = useMemo(() => passengerSlots(held.passengers).map((kind) => ({ kind, age: null })), [held.passengers]);
  const schema = useMemo(
    () =>
      ticketBookingFormSchema({
        slots,
        trip: {
          check_in: held.age_on,
          check_out: '',
          today,
          ticket: { document_valid_until: held.document_valid_until },
        },
        notOneOf: agencyPhones(user.phones),
      }),
    [slots, held.age_on, held.document_valid_until, today, user.phones],
  );
  const form = useForm<TicketBookingFormInput, unknown, TicketBookingFormOutput>({
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: zodResolver(schema),
    defaultValues: {
      tourists: slots.map((slot) => emptyTourist(slot.kind)),
      contact: { name: '', phone: '', email: '' },
    },
  });
  const bookFlight = useBookFlight();
  const { holdFare } = useHoldFare();
  const [hold, setHold] = useState<FareHold>({ hash: held.hash, expires_at: held.expires_at, price: held.fare.price });
  const [confirming, setConfirming] = useState<TicketBookingFormOutput | null>(null);
  const [checked, setChecked] = useState(false);
  const [priceChange, setPriceChange] = useState<{ old: number; current: number } | null>(null);
  const [repriced, setRepriced] = useState<{ old: number; current: number } | null>(null);
  const [repricing, setRepricing] = useState(false);
  const [booking, setBooking] = useState(false);
  const [soldOut, setSoldOut] = useState(false);
  const [bookedAs, setBookedAs] = useState<number | null>(null);
  const money = (amount: number) => formatPrice(amount, hold.price.currency, locale);

  /**
   * A new hold (re-priced, or the 409's): its hash goes into the address without leaving the page
   * (the booking's address, not a list's state: no useListUrl, docs/architecture.md §2).
   */
  const adopt = (next: FareHold) => {
    setHold(next);
    if (next.hash !== hold.hash) window.history.replaceState(null, '', flightBookingPath(next.hash));
  };

  // The total the agent saw and accepted goes with the booking; a 409 with a new price shows old → new.
  const expected = hold.price.total;
  const { submit, failure, setFailure } = useFormSave(
    form,
    (values) =>
      [...touristErrorFields(values.tourists.length), 'contact.name', 'contact.phone', 'contact.email'] as const,
    (values) => bookFlight(hold.hash, { passengers: values.tourists, buyer: values.contact, expected_total: expected }),
    // The flight list, newest first with the new order at the top and its sheet open; the alert names it.
    (order) => router.push(ticketOrderPath(order.id)),
    {
      success: (order) => t('booked', { number: order.number }),
      rename: formField,
      handle: (error) => {
        const changed = isStatus(error, 409) ? ticketPriceChangedSchema.safeParse(error.body) : null;
        const bookedBefore = isStatus(error, 409) ? ticketAlreadyBookedSchema.safeParse(error.body) : null;
        if (changed?.success) {
          adopt(changed.data.data);
          setRepriced(null);
          setPriceChange({ old: expected, current: changed.data.data.price.total });
        } else if (bookedBefore?.success) {
          setBookedAs(bookedBefore.data.data.id);
        } else if (isStatus(error, 410)) {
          setSoldOut(true);
        } else {
          return false;
        }
        return true;
      },
    },
  );

  const reprice = async () => {
    setFailure(null);
    setRepricing(true);
    try {
      const next = await holdFare(held.fare.id, held.passengers);
      setRepriced({ old: hold.price.total, current: next.price.total });
      adopt(next);
    } catch (error) {
      if (isStatus(error, 410)) setSoldOut(true);
      else setFailure(error);
    }
    setRepricing(false);
  };

  const book = async (values: TicketBookingFormOutput) => {
    setBooking(true);
    // Stays busy while the order opens.
    if ((await submit(values)) !== 'saved') setBooking(false);
  };

  const onInvalid = (_: unknown, event?: { target?: unknown }) =>
    focusFirstInvalid(event?.target instanceof HTMLFormElement ? event.target : null);
  const askToBook = form.handleSubmit((values) => {
    setChecked(false);
    setConfirming(values);
  }, onInvalid);
  const bookAtNewPrice = form.handleSubmit((values) => book(values), onInvalid);
  const regular = held.fare.flight_type === 'regular';

  return (
    <RhfFormProvider {...form}>
      <form
        method="post"
        onSubmit={(event) => void askToBook(event)}
        noValidate
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      >
        <div className="min-w-0 space-y-4">
          <h2 className="text-lg font-semibold text-slate-900">{t('passengers')}</h2>
          <p className="text-sm text-slate-500">{t('requiredNote')}</p>
          {slots.map((slot, index) => (
            <TouristFields key={index} index={index} slot={slot} rules={fieldRules} idPrefix="passenger" passenger />
          ))}
          <OrderContactFields idPrefix="buyer" buyer />
          {/* Below the wide layout the price comes after the forms: this bar keeps the total and
              the time left at the screen's foot while they are filled in. */}
          <div
            role="group"
            aria-label={t('summary.label')}
            data-testid="booking-summary-bar"
            className="sticky bottom-0 z-10 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-2 text-sm text-slate-700 shadow-lg lg:hidden"
          >
            <HoldTimer
              key={hold.expires_at}
              compact
              expiresAt={hold.expires_at}
              onReprice={() => void reprice()}
              repricing={repricing}
              disabled={booking || soldOut}
              fare={held.fare}
              party={held.passengers}
              price={money(hold.price.total)}
            />
            <span data-testid="booking-summary-total" className="font-semibold whitespace-nowrap text-slate-900">
              {t('summary.total', { total: money(hold.price.total) })}
            </span>
          </div>
        </div>
        <aside className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 lg:sticky lg:top-4">
          {/* A new hold starts a new count (no second of the old one's clock). */}
          <HoldTimer
            key={hold.expires_at}
            expiresAt={hold.expires_at}
            onReprice={() => void reprice()}
            repricing={repricing}
            disabled={booking || soldOut}
            fare={held.fare}
            party={held.passengers}
            price={money(hold.price.total)}
          />
          {repriced ? (
            <Alert tone="info">
              <span data-testid="repriced">
                {repriced.old === repriced.current
                  ? t('hold.repriced')
                  : t('hold.changed', { old: money(repriced.old), current: money(repriced.current) })}
              </span>
            </Alert>
          ) : null}
          <section aria-labelledby="flight-price" aria-live="polite" className="space-y-2">
            <h2 id="flight-price" className="text-sm font-semibold text-slate-900">
              {t('price.title')}
            </h2>
            <FarePrice price={hold.price} busy={repricing} />
          </section>
          <ApiErrorAlert error={failure} />
          {soldOut ? (
            <OfferGone kind="flight" fullWidth />
          ) : bookedAs !== null ? (
            <div data-testid="already-booked" className="space-y-2">
              <Alert tone="info" title={t('alreadyBooked.title')} />
              <AppLink href={ticketOrderPath(bookedAs)} className={buttonClass('secondary', true)}>
                {t('alreadyBooked.open')}
              </AppLink>
            </div>
          ) : priceChange ? (
            <PriceChanged
              messages="flightBooking.priceChanged"
              old={money(priceChange.old)}
              current={money(hold.price.total)}
              busy={booking}
              onAccept={() => void bookAtNewPrice()}
            />
          ) : (
            <Button type="submit" fullWidth loading={booking} disabled={repricing}>
              {t('book')}
            </Button>
          )}
        </aside>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        testId="freeze-dialog"
        tone="primary"
        title={t('freeze.title')}
        message={
          confirming ? (
            <div className="space-y-3">
              <FreezeCheck fare={held.fare} passengers={confirming.tourists} checked={checked} onCheck={setChecked} />
              <p className="font-medium text-slate-900">{t('freeze.total', { total: money(hold.price.total) })}</p>
            </div>
          ) : null
        }
        confirmLabel={t('freeze.yes')}
        cancelLabel={t('freeze.no')}
        confirmDisabled={regular && !checked}
        onConfirm={() => (confirming ? book(confirming) : undefined)}
        onClose={() => setConfirming(null)}
      />
    </RhfFormProvider>
  );
}
