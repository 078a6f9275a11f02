import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { UserLinkFilterForm } from '@/components/ats/user-links/user-link-filter-form';
import { UserLinksPage } from '@/components/ats/user-links/user-links-page';
import { PageTitle } from '@/components/ui/page-heading';
import { atsListKey, atsListSearch, USER_LINKS_LIST } from '@/lib/ats/list-query';
import { readAtsUserLinksQuery } from '@/lib/read-query';
import { getUnlinkedSellers, getUserLinkFilters, getUserLinks } from '@/lib/backend/user-links';
import { paramsOf } from '@/lib/query-string';
import { can } from '@/lib/shared/permissions';
import { getCurrentUser } from '@/lib/backend/auth';

// The linked users (docs/product.md §12 "Screens"): the director and the ATS manager read them,
// the ATS manager changes them.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('atsUserLinks');

export default async function AtsUserLinksPage({ searchParams }: Props) {
  const user = await getCurrentUser();
  const query = readAtsUserLinksQuery(paramsOf(await searchParams));
  const [list, filters, unlinked, t] = await Promise.all([
    getUserLinks(query),
    getUserLinkFilters(),
    getUnlinkedSellers(),
    getTranslations('pages'),
  ]);
  return (
    <UserLinksPage
      query={query}
      heading={<PageTitle>{t('atsUserLinks.title')}</PageTitle>}
      initialKey={atsListKey(USER_LINKS_LIST, query)}
      initial={list}
      unlinked={unlinked}
      // Keyed by the URL's filters: a navigation to other filters renders a fresh form with its values.
      filters={
        <UserLinkFilterForm
          key={atsListSearch(USER_LINKS_LIST, { ...query, page: 1 })}
          query={query}
          options={filters}
        />
      }
      canManage={can(user.alias, 'ats.manage')}
    />
  );
}
