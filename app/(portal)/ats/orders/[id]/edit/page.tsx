import { pageMetadata } from '@/components/layout/page-metadata';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LazyAtsBookedOrderForm, LazyAtsOrderForm } from '@/components/ats/orders/lazy-ats-order-form';
import { ClientIntl } from '@/components/providers/client-intl';
import { PageTitle } from '@/components/ui/page-heading';
import { BackendError, notFoundOn404 } from '@/lib/backend/errors';
import { getAtsOrder, getAtsOrderEdit, getAtsOrderFormOptions } from '@/lib/backend/ats';
import { atsOrderFormValues } from '@/lib/flights/ats-order-form';

type Params = { params: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('atsOrderEdit');

const idOf = (value: unknown) => {
  const id = Number(value);
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && id < 2 ** 31 ? id : null;
};

/**
 * An ATS order's edit (docs/product.md §12 "Screens"): a manual order's whole form (its values
 * from `GET {id}/edit`); a portal booking, which that call refuses (409 `booked_order`), only
 * its sales fields (PATCH). Another agency's or an unknown order is the 404 page.
 */
export default async function AtsOrderEditPage({ params }: Params) {
  const id = idOf((await params).id);
  if (id === null) notFound();
  const [options, t] = await Promise.all([getAtsOrderFormOptions(), getTranslations('pages')]);
  const edit = await notFoundOn404(getAtsOrderEdit(id)).catch((error: unknown) => {
    if (error instanceof BackendError && error.status === 409) return null;
    throw error;
  });
  const form = edit ? (
    <LazyAtsOrderForm options={options} edit={{ id, values: atsOrderFormValues(edit.values) }} />
  ) : (
    <LazyAtsBookedOrderForm order={await notFoundOn404(getAtsOrder(id))} options={options} />
  );
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{t('atsOrderEdit.title')}</PageTitle>
      <ClientIntl scope="atsDesk">{form}</ClientIntl>
    </section>
  );
}
