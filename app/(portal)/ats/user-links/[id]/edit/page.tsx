import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { LazyUserLinkForm } from '@/components/ats/user-links/lazy-user-link-form';
import { PageTitle } from '@/components/ui/page-heading';
import { getUserLinkForEdit, getUserLinkFormOptions } from '@/lib/backend/user-links';
import { recordIdOr404 } from '@/lib/route-params';

type Props = { params: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('atsUserLinkEdit');

export default async function AtsUserLinkEditPage({ params }: Props) {
  const id = recordIdOr404((await params).id);
  const [edit, options, t] = await Promise.all([
    getUserLinkForEdit(id),
    getUserLinkFormOptions(),
    getTranslations('pages'),
  ]);
  // A link of someone no longer on the employees keeps them as a choice.
  const users = options.users.some((user) => user.id === String(edit.link.user.id))
    ? options.users
    : [{ id: String(edit.link.user.id), name: edit.link.user.name }, ...options.users];
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{t('atsUserLinkEdit.title')}</PageTitle>
      <LazyUserLinkForm link={{ id, values: edit.values }} options={{ ...options, users }} />
    </section>
  );
}
