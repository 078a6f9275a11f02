export type ThemeId = string;

export interface Theme {
  id: ThemeId;
  /** Product title: the page title starts with it. */
  title: string;
  /** Short brand mark shown in the top bar. */
  abbreviation: string;
  /** Paths under public/. */
  logo: string;
  favicon: string;
  searchIsland: string;
  /** Brand colours, written as CSS variables under [data-theme=<id>]. */
  colors: { primary: string; primaryContrast: string; accent: string };
  /** Production host names; every theme also answers on `<id>.localhost`. */
  hosts: string[];
}
