/** A node of a tree checkbox list (docs/product.md §3 "Tree checkbox item: id, label, checked, children"). */
export interface TreeCheckboxItem {
  id: string;
  label: string;
  /** Read for leaves; a parent's state comes from its children. */
  checked?: boolean;
  children?: TreeCheckboxItem[];
}

export type CheckState = 'checked' | 'mixed' | 'unchecked';

/** The ids of the leaves under an item (the item itself when it has no children). */
export function leafIds(item: TreeCheckboxItem): string[] {
  return item.children?.length ? item.children.flatMap(leafIds) : [item.id];
}

/** A leaf's own state; a parent is checked when all its leaves are, mixed when some are. */
export function checkState(item: TreeCheckboxItem): CheckState {
  if (!item.children?.length) return item.checked ? 'checked' : 'unchecked';
  const states = item.children.map(checkState);
  if (states.every((state) => state === 'checked')) return 'checked';
  return states.some((state) => state !== 'unchecked') ? 'mixed' : 'unchecked';
}
