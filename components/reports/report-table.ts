/**
 * The report tables' class (docs/product.md §13 "Report screens"): the shared `card-table` (cards on
 * a phone), with 12 px text and narrower cells from the `sm` breakpoint up to 2xl, so ten columns of
 * figures fit beside the menu at 1280 px.
 */
export const REPORT_TABLE = 'card-table sm:text-xs 2xl:text-sm sm:[&>tbody>tr>*]:px-2! sm:[&>thead_th]:px-2!';
