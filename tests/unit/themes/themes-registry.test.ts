import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brandInk, contrastRatio, overlay, themeById, themeForHost, themes } from '@/themes';

const publicDir = path.join(process.cwd(), 'public');

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
      expect(contrastRatio(theme.colors.primary, theme.colors.primaryContrast)).toBeGreaterThanOrEqual(4.5);
    });

    it('has a brand ink that reads on white (links, current menu item)', () => {
      expect(contrastRatio(brandInk(theme), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    });

    // The classes' alphas: top-bar buttons hovered or open (bg-black/15, /20), the brand chip
    // (bg-black/15), the current menu item (bg-brand/10 under the brand ink).
    it('keeps the bar text readable on a hovered or open button and on the brand chip', () => {
      for (const alpha of [0.15, 0.2]) {
        expect(
          contrastRatio(overlay(theme.colors.primary, '#000000', alpha), theme.colors.primaryContrast),
        ).toBeGreaterThanOrEqual(4.5);
      }
    });

    it('keeps the brand ink readable on the current menu item', () => {
      expect(contrastRatio(brandInk(theme), overlay('#ffffff', theme.colors.primary, 0.1))).toBeGreaterThanOrEqual(4.5);
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

describe('brand ink', () => {
  it('is the primary when it reads on white, else the accent, else slate', () => {
    expect(brandInk({ colors: { primary: '#1d4ed8', primaryContrast: '#ffffff', accent: '#fbbf24' } })).toBe('#1d4ed8');
    expect(brandInk({ colors: { primary: '#fbbf24', primaryContrast: '#1c1917', accent: '#0369a1' } })).toBe('#0369a1');
    expect(brandInk({ colors: { primary: '#fbbf24', primaryContrast: '#1c1917', accent: '#fde68a' } })).toBe('#334155');
  });

  it('lays a translucent colour over another', () => {
    expect(overlay('#1d4ed8', '#ffffff', 0.2)).toBe('#4a71e0');
    expect(overlay('#ffffff', '#000000', 0)).toBe('#ffffff');
    expect(overlay('#ffffff', '#000000', 1)).toBe('#000000');
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });
});
