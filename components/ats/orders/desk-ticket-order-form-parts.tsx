'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import type { z } from 'zod';
import type { deskTicketOrderFormOptionsSchema } from '@/lib/schemas/ats';

/** GET ats/orders/form-options (the server page reads it). */
export type AtsFormOptions = z.infer<typeof deskTicketOrderFormOptionsSchema>['data'];
export const toOptions = (options: { id: string | number; name: string }[]) =>
  options.map((option) => ({ value: String(option.id), label: option.name }));

/**
 * The order's properties as checkboxes (the agency's active ones, docs/product.md §12); ids held as
 * numbers. An inactive one the order already holds stays listed so that saving keeps it.
 */
export function AtsPropertyChecks({ properties }: { properties: { id: string | number; name: string }[] }) {
  const t = useTranslations('atsDesk.form');
  const { control, setValue } = useFormContext<{ properties: number[] }>();
  const chosen = useWatch({ control, name: 'properties' }) ?? [];
  if (properties.length === 0) return null;
  return (
    <fieldset data-testid="ats-order-properties">
      <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">{t('properties')}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {properties.map((property) => {
          const id = Number(property.id);
          return (
            <Checkbox
              key={id}
              id={`ats-property-check-${id}`}
              label={property.name}
              checked={chosen.includes(id)}
              onChange={(event) =>
                setValue(
                  'properties',
                  event.target.checked ? [...chosen, id] : chosen.filter((other) => other !== id),
                  { shouldDirty: true },
                )
              }
            />
          );
        })}
      </div>
    </fieldset>
  );
}
