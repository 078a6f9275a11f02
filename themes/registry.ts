import type { Theme } from './types';

// The app-shell issue grows this to about 14 brands; `default` and `ua` are the two the
// foundation needs (the `ua` theme hides the exchange-rate widget, DESIGN.md §4).
export const themes: readonly Theme[] = [
  {
    id: 'default',
    title: 'Travel Agent Portal',
    abbreviation: 'TAP',
    logo: '/themes/default/logo.svg',
    favicon: '/themes/default/favicon.svg',
    searchIsland: '/themes/default/search-island.svg',
    colors: { primary: '#1d4ed8', primaryContrast: '#ffffff', accent: '#f59e0b' },
    hosts: [],
  },
  {
    id: 'ua',
    title: 'Подорожі Агент',
    abbreviation: 'ПА',
    logo: '/themes/ua/logo.svg',
    favicon: '/themes/ua/favicon.svg',
    searchIsland: '/themes/ua/search-island.svg',
    colors: { primary: '#0057b7', primaryContrast: '#ffffff', accent: '#ffd700' },
    hosts: ['agent.podorozhi.com.ua'],
  },
];
