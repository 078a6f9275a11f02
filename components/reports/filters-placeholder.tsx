/**
 * The reports' filter form's frame while its code arrives (it is not in the first load): the
 * folded form's height on a phone, the open form's on a desktop, so the report does not move.
 */
export function FiltersPlaceholder() {
  return <div aria-hidden="true" data-testid="filters-placeholder" className="h-[58px] rounded-xl border border-slate-200 bg-white sm:h-[420px] lg:h-[336px]" />;
}
