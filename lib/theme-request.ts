import 'server-only';
import { headers } from 'next/headers';
import { themeForHost, type Theme } from '@/themes';

/** The theme of the current request, from its Host header (proxy.ts resolves the same way). */
export async function requestTheme(): Promise<Theme> {
  return themeForHost((await headers()).get('host'));
}
