import { MENU_BY_ROLE } from '@/demo-backend/src/navigation';
import { iconPath } from '@/components/layout/icons';
import { menuIconPath } from '@/components/layout/side-menu/menu-icons';

type Entry = { icon: string; children?: Entry[] };
const names = (entries: Entry[]): string[] => entries.flatMap((entry) => [entry.icon, ...names(entry.children ?? [])]);

describe('the side menu icons', () => {
  const dot = menuIconPath('no-such-icon');

  it.each([...new Set(Object.values(MENU_BY_ROLE).flatMap(names))])(
    'draws its own icon for "%s", not the unknown-name dot',
    (name) => {
      expect(menuIconPath(name)).not.toBe(dot);
    },
  );

  it('gives the tour search item the magnifier of the shell icons', () => {
    expect(menuIconPath('search')).toBe(iconPath('search'));
  });
});
