/** While a side sheet's code arrives (the first open on a slow line): the sheet's frame, busy. Apart from ./side-sheet.tsx: a list's first load holds this, not the sheet. */
export function SideSheetLoading() {
  return (
    <div className="fixed inset-0 z-40 flex justify-end">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" />
      <div aria-busy="true" className="relative h-dvh w-full animate-pulse bg-white p-6 shadow-xl sm:max-w-4xl">
        <div className="h-6 w-1/3 rounded bg-slate-200" />
        <div className="mt-6 h-40 rounded bg-slate-100" />
      </div>
    </div>
  );
}
