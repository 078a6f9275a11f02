import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StaffCells } from '@/components/ui/staff-cells';
import { getEmployees } from '@/lib/backend';
import { guardRoute } from '@/lib/route-guard';
import { PageTitle, EmptyList } from '@/components/ui/page-heading';

// /employees/{office?}: the agency staff (docs/product.md §2). The demo backend has one office per
// agency, so an office segment is accepted and shows the same list. Roles without access get the
// 403 page from the route guard before the list is asked for (docs/product.md "Permissions").
type Props = {
  params: Promise<{ office?: string[] }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('employees');
  return { title: t('title') };
}

function parsePage(raw: string | string[] | undefined): number {
  const page = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}


export default async function EmployeesPage({ params, searchParams }: Props) {
  await guardRoute('/employees');
  const [{ office }, query] = await Promise.all([params, searchParams]);
  if (office && (office.length > 1 || !/^[A-Za-z0-9_-]{1,64}$/.test(office[0] ?? ''))) notFound();
  const [t, list] = await Promise.all([getTranslations('employees'), getEmployees({ page: parsePage(query.page) })]);
  const label = (group: 'roles' | 'statuses', key: string) => (t.has(`${group}.${key}`) ? t(`${group}.${key}`) : key);

  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <PageTitle>{t('title')}</PageTitle>
        <p className="text-sm text-slate-600">{t('total', { count: list.meta.total })}</p>
      </div>
      {list.data.length === 0 ? (
        <EmptyList testId="employees-empty">{t('empty')}</EmptyList>
      ) : (
        <div className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm">
          <table data-testid="employees-table" className="card-table">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('position')}</th>
                <th scope="col">{t('email')}</th>
                <th scope="col">{t('role')}</th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody className="text-slate-800">
              {list.data.map((employee) => (
                <tr key={employee.id}>
                  <StaffCells member={employee} labels={{ position: t('position'), email: t('email') }} />
                  <td data-label={t('role')}>{label('roles', employee.alias)}</td>
                  <td data-label={t('status')}>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${employee.status === 'active' ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600'}`}>{label('statuses', employee.status)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
