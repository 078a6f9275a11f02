'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { formatPrice } from '@/lib/format/price';
import type { PriceBreakdown, Service } from '@/lib/schemas/booking';

export interface BookingServicesProps {
  services: readonly Service[];
  /** The booking's: its price breakdown's (the schema's ORDER_CURRENCY). */
  currency: PriceBreakdown['currency'];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  disabled?: boolean;
}

/**
 * The package's services as checkboxes; included ones stay ticked and cannot be removed (docs/product.md §5),
 * optional ones say so with what they add to the total ("optional, +35 €": docs/product.md §10 "Prices").
 */
export function BookingServices({ services, currency, selected, onChange, disabled }: BookingServicesProps) {
  const t = useTranslations('booking.services');
  const locale = useLocale();
  if (services.length === 0) return null;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t('title')}</legend>
      {services.map((service) => {
        const checked = service.mandatory || selected.includes(service.id);
        return (
          <Checkbox
            key={service.id}
            id={`service-${service.id}`}
            data-testid="service"
            checked={checked}
            disabled={service.mandatory || disabled}
            onChange={(event) =>
              onChange(event.target.checked ? [...selected, service.id] : selected.filter((id) => id !== service.id))
            }
            label={
              <>
                {service.name}{' '}
                <span className="whitespace-nowrap text-slate-500 tabular-nums">
                  {service.mandatory
                    ? t('included')
                    : t('optional', { price: formatPrice(service.price, currency, locale) })}
                </span>
              </>
            }
          />
        );
      })}
    </fieldset>
  );
}
