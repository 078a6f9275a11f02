import type { SVGProps } from 'react';
import { PathIcon } from './path-icon';
import { USER_ICON_PATH } from './user-avatar';

/**
 * The shell's inline SVG icons (no icon font, no extra requests, CSP-safe). 24×24 outline,
 * drawn with currentColor. The menu's own icons are ./side-menu/menu-icons.tsx. Client components
 * of every page's first load get theirs rendered from the server (props), not this table.
 */
const PATHS = {
  // top bar
  menu: 'M4 6h16M4 12h16M4 18h16',
  basket: 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5h.01M17 20.5h.01',
  bell: 'M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 0 0-4-5.7V5a2 2 0 1 0-4 0v.3A6 6 0 0 0 6 11v3.2a2 2 0 0 1-.6 1.4L4 17h5m6 0v1a3 3 0 1 1-6 0v-1m6 0H9',
  phone:
    'M3 5a2 2 0 0 1 2-2h3.3a1 1 0 0 1 .9.7l1.5 4.5a1 1 0 0 1-.5 1.2l-2.3 1.1a11 11 0 0 0 5.6 5.6l1.1-2.3a1 1 0 0 1 1.2-.5l4.5 1.5a1 1 0 0 1 .7.9V19a2 2 0 0 1-2 2h-1C9.7 21 3 14.3 3 6V5Z',
  currency:
    'M12 3v18M16.5 7.5c-.8-1.2-2.5-2-4.5-2-2.5 0-4.5 1.3-4.5 3.2S9.3 11.6 12 12s4.5 1.4 4.5 3.3-2 3.2-4.5 3.2c-2 0-3.7-.8-4.5-2',
  user: USER_ICON_PATH,
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0 0c2.2-2.4 3.3-5.4 3.3-9S14.2 5.4 12 3m0 18c-2.2-2.4-3.3-5.4-3.3-9S9.8 5.4 12 3M3.5 9h17M3.5 15h17',
  chevronDown: 'm6 9 6 6 6-6',
  chevronRight: 'm9 6 6 6-6 6',
  close: 'M6 6l12 12M18 6 6 18',
  search: 'm20 20-4.5-4.5M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0Z',
  logout: 'M15 8V5a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-3m-6-4h12m0 0-3-3m3 3-3 3',
  shield: 'M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Zm0 6v4m0 3h.01',
} as const;

export type IconName = keyof typeof PATHS;

/** The path of a shell icon by a name that came as data (the menu's), or undefined. */
export function iconPath(name: string): string | undefined {
  return Object.hasOwn(PATHS, name) ? PATHS[name as IconName] : undefined;
}

export function Icon({ name, ...rest }: { name: IconName } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return <PathIcon d={PATHS[name]} {...rest} />;
}
