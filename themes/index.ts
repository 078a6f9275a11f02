import { isKnownHost, themeIdOfHost } from '@/lib/shared/portal-hosts';
import { themes } from './registry';
import type { Theme } from './types';

export type { Theme } from './types';
export { themes };
export { brandInk, contrastRatio, overlay } from './contrast';
export { isKnownHost };

const byId = new Map(themes.map((theme) => [theme.id, theme]));

export const defaultTheme: Theme = byId.get('default')!;

/**
 * The theme for a Host header. Only exact matches from the fixed map count: the port is
 * dropped and case folded, anything else (unknown, hostile, malformed) gets `default`.
 */
export function themeForHost(host: string | null | undefined): Theme {
  return byId.get(themeIdOfHost(host)) ?? defaultTheme;
}

export function themeById(id: string | null | undefined): Theme {
  return (id && byId.get(id)) || defaultTheme;
}
