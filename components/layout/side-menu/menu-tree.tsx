import type { MenuItem } from '@/lib/schemas/core';
import type { MenuIcons } from './menu-icons';
import { MenuLink, MenuNav, MenuSection } from './menu-nav';

/** The look of a list: the top level, or a section's items indented under a line. */
const listClass = (depth: number) =>
  depth === 0 ? 'space-y-0.5' : 'mt-0.5 space-y-0.5 border-l border-slate-200 pl-2 ml-5';

function MenuList({ items, depth, icons }: { items: readonly MenuItem[]; depth: number; icons: MenuIcons }) {
  return (
    // A nested list stays a list: role=group would leave its items outside any list.
    <ul className={listClass(depth)}>
      {items.map((item) => {
        // The look is app/globals.css' `menu-row`; the current item's row is marked `menu-row-current` (./menu-nav.tsx).
        const icon = <span className="menu-row-icon">{icons.items[item.icon ?? '']}</span>;
        if (item.children.length > 0) {
          return (
            <MenuSection key={item.id} id={item.id} text={item.text} icon={icon} chevron={icons.chevron}>
              <MenuList items={item.children} depth={depth + 1} icons={icons} />
            </MenuSection>
          );
        }
        const label = <span className="menu-row-label">{item.text}</span>;
        return (
          <li key={item.id}>
            {item.link ? (
              <MenuLink id={item.id} href={item.link}>
                {icon}
                {label}
              </MenuLink>
            ) : (
              <span className="menu-row">
                {icon}
                {label}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The side-menu tree (docs/product.md §2): searchable, expandable, current route highlighted; the
 * desktop side menu and the phone drawer show it. Rendered on the server: the rows, their icons
 * and labels are markup. What reacts in the browser is small: the search box (./menu-nav.tsx,
 * whose matching and results come with the first use of the field, ./menu-search.tsx), each
 * section's expand button and each link's "current" mark, which follows the route.
 */
export function MenuTree({ items, icons }: { items: readonly MenuItem[]; icons: MenuIcons }) {
  return (
    <MenuNav items={items} icons={icons}>
      <MenuList items={items} depth={0} icons={icons} />
    </MenuNav>
  );
}
