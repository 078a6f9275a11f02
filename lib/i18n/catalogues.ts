import type { Locale } from './locales';

// One loader per locale, written out so the bundler sees every catalogue statically.
const loaders = {
  ru: () => import('@/messages/ru'),
  ro: () => import('@/messages/ro'),
  en: () => import('@/messages/en'),
  ua: () => import('@/messages/ua'),
} satisfies Record<Locale, () => Promise<{ default: object }>>;

export type Messages = Awaited<ReturnType<(typeof loaders)['ru']>>['default'];

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}
