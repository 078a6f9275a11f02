import { pageMetadata } from '@/components/layout/page-metadata';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LazyAtsBookedOrderForm, LazyDeskTicketOrderForm } from '@/components/ats/orders/lazy-desk-ticket-order-form';
import { ClientIntl } from '@/components/providers/client-intl';
import { PageTitle } from '@/components/ui/page-heading';
import { BackendError, notFoundOn404 } from '@/lib/backend/errors';
import { getDeskTicketOrder, getDeskTicketOrderEdit, getDeskTicketOrderFormOptions } from '@/lib/backend/ats';
import { deskTicketOrderFormValues } from '@/lib/flights/desk-ticket-order-form';

type Params = { params: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('deskTicketOrderEdit');

const idOf = (value: unknown) => {
  const id = Number(value);
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && id < 2 ** 31 ? id : null;
};

/**
 * An ATS order's edit (docs/product.md §12 "Screens"): a manual order's whole form (its values
 * from `GET {id}/edit`); a portal booking, which that call refuses (409 `booked_order`), only
 * its sales fields (PATCH). Another agency's or an unknown order is the 404 page.
 */
export default async function DeskTicketOrderEditPage({ params }: Params) {
  const id = idOf((await params).id);
  if (id === null) notFound();
  const [options, t] = await Promise.all([getDeskTicketOrderFormOptions(), getTranslations('pages')]);
  const edit = await notFoundOn404(getDeskTicketOrderEdit(id)).catch((error: unknown) => {
    if (error instanceof BackendError && error.status === 409) return null;
    throw error;
  });
  const form = edit ? (
    <LazyDeskTicketOrderForm options={options} edit={{ id, values: deskTicketOrderFormValues(edit.values) }} />
  ) : (
    <LazyAtsBookedOrderForm order={await notFoundOn404(getDeskTicketOrder(id))} options={options} />
  );
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{t('deskTicketOrderEdit.title')}</PageTitle>
      <ClientIntl scope="atsDesk">{form}</ClientIntl>
    </section>
  );
}
