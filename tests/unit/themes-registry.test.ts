import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { themeById, themeForHost, themes } from '@/themes';

const publicDir = path.join(process.cwd(), 'public');

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme registry', () => {
  it('has about 14 brands plus default, with unique ids, and keeps `ua`', () => {
    const ids = themes.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['default', 'ua']));
    expect(themes.length - 1).toBeGreaterThanOrEqual(12);
  });

  it('gives no two brands the same host, and default none', () => {
    const hosts = themes.flatMap((t) => t.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    expect(themeById('default').hosts).toEqual([]);
    for (const host of hosts) expect(host).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/);
  });

  describe.each(themes.map((t) => [t.id, t] as const))('%s', (_id, theme) => {
    it('has a title, an abbreviation and valid colours', () => {
      expect(theme.title.trim()).not.toBe('');
      expect(theme.abbreviation.trim().length).toBeGreaterThan(0);
      expect(theme.abbreviation.length).toBeLessThanOrEqual(4);
      for (const colour of Object.values(theme.colors)) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    });

    it('keeps its text readable on its brand colour (contrast ≥ 4.5:1)', () => {
      expect(contrast(theme.colors.primary, theme.colors.primaryContrast)).toBeGreaterThanOrEqual(4.5);
    });

    it('ships its logo, favicon and search-island image as SVG files', () => {
      for (const asset of [theme.logo, theme.favicon, theme.searchIsland]) {
        expect(asset).toMatch(new RegExp(`^/themes/${theme.id}/[a-z-]+\\.svg$`));
        const file = path.join(publicDir, asset);
        expect(existsSync(file)).toBe(true);
        expect(readFileSync(file, 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      }
    });

    it('is chosen by each of its hosts and by <id>.localhost', () => {
      for (const host of [...theme.hosts, `${theme.id}.localhost`, `${theme.id}.localhost:3000`]) {
        expect(themeForHost(host).id).toBe(theme.id);
      }
    });
  });
});
