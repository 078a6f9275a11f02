import type { Theme } from './types';

/**
 * The brands (docs/architecture.md §4): invented travel agencies of Moldova, Romania and Ukraine, plus
 * `default` for any other host. The `ua` theme hides the exchange-rate widget. Assets live in
 * public/themes/<id>/; a unit test checks every field, every file and the text contrast.
 */
function brand(id: string, title: string, abbreviation: string, colors: Theme['colors'], hosts: string[]): Theme {
  return {
    id,
    title,
    abbreviation,
    logo: `/themes/${id}/logo.svg`,
    favicon: `/themes/${id}/favicon.svg`,
    searchIsland: `/themes/${id}/search-island.svg`,
    colors,
    hosts,
  };
}

export const themes: readonly Theme[] = [
  brand(
    'default',
    'Travel Agent Portal',
    'TAP',
    { primary: '#1d4ed8', primaryContrast: '#ffffff', accent: '#f59e0b' },
    [],
  ),

  // Moldova
  brand('nistru', 'Nistru Voyage', 'NV', { primary: '#0f766e', primaryContrast: '#ffffff', accent: '#fb923c' }, [
    'agent.nistruvoyage.md',
    'b2b.nistruvoyage.md',
  ]),
  brand('codru', 'Codru Travel', 'CT', { primary: '#166534', primaryContrast: '#ffffff', accent: '#facc15' }, [
    'agent.codrutravel.md',
  ]),
  brand('prut', 'Prut Holidays', 'PH', { primary: '#1e3a8a', primaryContrast: '#ffffff', accent: '#38bdf8' }, [
    'agent.prutholidays.md',
  ]),
  brand('orhei', 'Orhei Tur', 'OT', { primary: '#9a3412', primaryContrast: '#ffffff', accent: '#fde68a' }, [
    'agent.orheitur.md',
  ]),
  brand('basarabia', 'Basarabia Tours', 'BT', { primary: '#7f1d1d', primaryContrast: '#ffffff', accent: '#fbbf24' }, [
    'agent.basarabiatours.md',
    'portal.basarabiatours.md',
  ]),

  // Romania
  brand('carpati', 'Carpați Travel', 'CPT', { primary: '#14532d', primaryContrast: '#ffffff', accent: '#a3e635' }, [
    'agent.carpatitravel.ro',
  ]),
  brand('delta', 'Delta Vacanțe', 'DV', { primary: '#155e75', primaryContrast: '#ffffff', accent: '#34d399' }, [
    'agent.deltavacante.ro',
  ]),
  brand(
    'transilvania',
    'Transilvania Tur',
    'TT',
    { primary: '#581c87', primaryContrast: '#ffffff', accent: '#f472b6' },
    ['agent.transilvaniatur.ro'],
  ),
  // A light brand colour: its text is dark, not white.
  brand('litoral', 'Litoral Soare', 'LS', { primary: '#fbbf24', primaryContrast: '#1c1917', accent: '#0369a1' }, [
    'agent.litoralsoare.ro',
  ]),
  brand('bucovina', 'Bucovina Voyage', 'BV', { primary: '#be123c', primaryContrast: '#ffffff', accent: '#1d4ed8' }, [
    'agent.bucovinavoyage.ro',
  ]),

  // Ukraine
  brand('ua', 'Подорожі Агент', 'ПА', { primary: '#0057b7', primaryContrast: '#ffffff', accent: '#ffd700' }, [
    'agent.podorozhi.com.ua',
  ]),
  brand('karpaty', 'Карпати Тур', 'КТ', { primary: '#3f6212', primaryContrast: '#ffffff', accent: '#fb923c' }, [
    'agent.karpatytour.com.ua',
  ]),
  brand('dnipro', 'Дніпро Тревел', 'ДТ', { primary: '#0369a1', primaryContrast: '#ffffff', accent: '#fde047' }, [
    'agent.dniprotravel.ua',
  ]),
  brand('lviv', 'Львівські Мандри', 'ЛМ', { primary: '#78350f', primaryContrast: '#ffffff', accent: '#fcd34d' }, [
    'agent.lvivmandry.com.ua',
  ]),
];
