'use client';

import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/hooks/use-user';
import type { User } from '@/lib/schemas/user';
import { PanelHeading } from './panel-heading';

type Department = keyof User['phones'];
const DEPARTMENTS: readonly { key: Department; label: 'reservationDepartment' | 'accounting' | 'ticketOffice' }[] = [
  { key: 'reservation_department', label: 'reservationDepartment' },
  { key: 'accounting', label: 'accounting' },
  { key: 'ticket_office', label: 'ticketOffice' },
];

/** tel: wants the number without spaces or punctuation. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The phone-contacts panel (./phone-contacts.tsx loads it on the first opening) from the user's `phones`; departments without numbers are left out. */
export function PhoneContactsPanel() {
  const t = useTranslations('shell');
  const { user } = useUser();
  return (
    <>
      <PanelHeading>{t('phonesTitle')}</PanelHeading>
      <dl className="divide-y divide-slate-100">
        {DEPARTMENTS.map(({ key, label }) => {
          const phones = user.phones[key];
          const numbers = (['office', 'mobile'] as const).filter((kind) => phones[kind]);
          if (numbers.length === 0) return null;
          return (
            <div key={key} className="px-4 py-3">
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t(label)}</dt>
              {numbers.map((kind) => (
                <dd key={kind} className="mt-1 flex items-baseline justify-between gap-3 text-sm">
                  <span className="text-slate-500">{t(kind)}</span>
                  <a
                    href={telHref(phones[kind] ?? '')}
                    className="rounded font-medium text-brand-ink tabular-nums hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand"
                  >
                    {phones[kind]}
                  </a>
                </dd>
              ))}
            </div>
          );
        })}
      </dl>
    </>
  );
}
