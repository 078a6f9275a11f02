import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type pages from '@/messages/ru/pages.json';

/** A screen in the `pages` catalogue: each has a title (the menu's and the browser tab's). */
export type PageKey = {
  [K in keyof typeof pages]: (typeof pages)[K] extends { title: string } ? K : never;
}[keyof typeof pages];

/** A route's `generateMetadata`: the page title is the screen's title in the user's language (the root layout prefixes the brand). */
export function pageMetadata(key: PageKey) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('pages');
    return { title: t(`${key}.title`) };
  };
}
