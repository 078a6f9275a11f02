import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type pages from '@/messages/ru/pages.json';
import { PlaceholderPage, type PlaceholderLink } from './placeholder-page';

/** A screen in the `pages` catalogue: each has a title and a description of what it will hold. */
export type PageKey = { [K in keyof typeof pages]: (typeof pages)[K] extends { title: string } ? K : never }[keyof typeof pages];

type Params = Record<string, string | string[] | undefined>;

interface RouteOptions {
  /** A route parameter shown in the description as {id} (order number, record id). */
  idParam?: string;
  /** Screens below this one, reachable from it. */
  links?: { href: string; page: PageKey | 'create' }[];
}

/** A positive record number or a token such as a search id; anything else is a 404. */
function readId(params: Params, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(value)) notFound();
  return value;
}

/** `generateMetadata` of a placeholder route: the page title is the screen's title (the root layout prefixes the product). */
export function placeholderMetadata(key: PageKey) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('pages');
    return { title: t(`${key}.title`) };
  };
}

/** The page component of a route whose screen is not built yet: titled, translated, saying what it will hold. */
export function placeholderRoute(key: PageKey, options: RouteOptions = {}) {
  return async function Page({ params }: { params: Promise<Params> }) {
    const t = await getTranslations('pages');
    const id = options.idParam ? readId(await params, options.idParam) : undefined;
    const links: PlaceholderLink[] | undefined = options.links?.map((link) => ({
      href: link.href,
      label: link.page === 'create' ? t('create') : t(`${link.page}.title`),
    }));
    return (
      <PlaceholderPage title={t(`${key}.title`)} note={t('inPreparation')} {...(links ? { links, linksLabel: t('sections') } : {})}>
        {id === undefined ? t(`${key}.description`) : t(`${key}.description`, { id })}
      </PlaceholderPage>
    );
  };
}

/** Routes like /agency/{action} and /profile/{action}: one placeholder per known section, tabs between them, 404 for others. */
export function sectionedRoute(base: string, sections: Record<string, PageKey>, heading: PageKey) {
  const keyOf = (action: unknown): PageKey => {
    if (typeof action !== 'string' || !Object.hasOwn(sections, action)) notFound();
    return sections[action]!;
  };
  return {
    generateMetadata: async ({ params }: { params: Promise<Params> }): Promise<Metadata> => {
      const t = await getTranslations('pages');
      return { title: `${t(`${keyOf((await params).action)}.title`)} · ${t(`${heading}.title`)}` };
    },
    Page: async function Page({ params }: { params: Promise<Params> }) {
      const t = await getTranslations('pages');
      const action = (await params).action;
      const key = keyOf(action);
      const links = Object.entries(sections).map(([slug, page]) => ({ href: `${base}/${slug}`, label: t(`${page}.title`), current: slug === action }));
      return (
        <PlaceholderPage title={t(`${heading}.title`)} note={t('inPreparation')} links={links} linksLabel={t('sections')}>
          <strong className="block text-slate-800">{t(`${key}.title`)}</strong>
          {t(`${key}.description`)}
        </PlaceholderPage>
      );
    },
  };
}
