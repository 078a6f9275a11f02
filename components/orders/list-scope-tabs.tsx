import { useTranslations } from 'next-intl';
import { SectionTabs } from '@/components/ui/section-tabs';
import { LIST_SCOPES, type ListScope, type ScopedList } from '@/lib/orders/list-scope';
import { RememberListScope } from './remember-list-scope';

/**
 * The first filter of the journal and the flight list (docs/product.md §10 "Whose orders a list
 * shows"): mine, my office's, all, as links that keep the other filters, so it works without
 * script and stays in view on a phone above the folded form. The scope shown is remembered.
 */
export function ListScopeTabs({
  list,
  userId,
  current,
  hrefOf,
}: {
  list: ScopedList;
  userId: number;
  current: ListScope;
  /** Each scope's list URL, the other filters kept. */
  hrefOf: (scope: ListScope) => string;
}) {
  const t = useTranslations('orders.scope');
  return (
    <>
      <SectionTabs
        label={t('label')}
        tabs={LIST_SCOPES.map((scope) => ({ href: hrefOf(scope), label: t(scope), current: scope === current }))}
      />
      <RememberListScope list={list} userId={userId} scope={current} />
    </>
  );
}
