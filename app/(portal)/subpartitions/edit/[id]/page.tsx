import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { LazySubpartitionForm } from '@/components/subpartitions/lazy-subpartition-form';
import { PageTitle } from '@/components/ui/page-heading';
import { getSubpartitionForEdit } from '@/lib/backend/agency';
import { can } from '@/lib/shared/permissions';
import { getCurrentUser } from '@/lib/backend/auth';
import { recordIdOr404 } from '@/lib/route-params';

// A sub-partition's name, manager and members (docs/product.md §10 "Sub-partitions"). One out of
// the caller's reach (another agency's, or not theirs for a sub-partition manager) is the 404 page.
type Props = { params: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('subpartitionEdit');

export default async function SubpartitionEditPage({ params }: Props) {
  const user = await getCurrentUser();
  const id = recordIdOr404((await params).id);
  const [{ data, managers, tree }, t] = await Promise.all([getSubpartitionForEdit(id), getTranslations('pages')]);
  // A sub-partition manager keeps their own: the backend refuses handing one away, so the form does not offer it.
  const ownOnly = !can(user.alias, 'subpartitions.all.manage');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{t('subpartitionEdit.title')}</PageTitle>
      <LazySubpartitionForm
        id={data.id}
        name={data.name}
        managerId={data.manager?.id ?? null}
        managers={ownOnly ? managers.filter((person) => person.id === user.id) : managers}
        tree={tree}
        current={data.members}
        ownOnly={ownOnly}
      />
    </section>
  );
}
