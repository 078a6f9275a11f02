import en from '@/messages/en';
import ro from '@/messages/ro';
import ru from '@/messages/ru';
import ua from '@/messages/ua';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMessageKey } from '@/demo-backend/src/i18n';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const catalogues = { ru, en, ro, ua } as Record<string, Tree>;
const flat = Object.fromEntries(Object.entries(catalogues).map(([id, tree]) => [id, flatten(tree)]));
const reference = [...flat.ru!.keys()].sort();

/**
 * The argument names of an ICU message: `{name}` or `{name, type…}` in text, and inside the text of
 * a select or plural case; the case keys and their words (`other {Sales}`) are not arguments.
 */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  // What each open brace is: an argument (its name and style follow) or a case's text.
  const open: ('argument' | 'case')[] = [];
  for (let at = 0; at < message.length; at++) {
    const char = message[at];
    if (char === "'") {
      // ICU quoting: '{' is a literal brace, '' a quote.
      const end = message.indexOf("'", at + 1);
      if (end > at + 1 && /[{}#|]/.test(message[at + 1]!)) at = end;
      continue;
    }
    if (char === '}') open.pop();
    if (char !== '{') continue;
    const inCases = open.at(-1) === 'argument';
    if (inCases) {
      open.push('case');
      continue;
    }
    open.push('argument');
    const name = /^\s*(\w+)/.exec(message.slice(at + 1));
    if (name) names.add(name[1]!);
  }
  return [...names].sort();
}

describe('message catalogues', () => {
  it.each(Object.keys(flat))('%s has exactly the keys of ru', (id) => {
    expect([...flat[id]!.keys()].sort()).toEqual(reference);
  });

  it.each(Object.keys(flat))('%s has no empty values', (id) => {
    const empty = [...flat[id]!.entries()].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('has every validation key the wire schemas use', () => {
    for (const key of [
      'required',
      'email',
      'passwordMin',
      'passwordsDiffer',
      'fiscalCode',
      'phone',
      'iban',
      'acceptTerms',
    ]) {
      expect(reference).toContain(`validation.${key}`);
    }
  });

  it("has every message key of the ticket desk's schemas, in the portal and in the backend (docs/product.md §12)", () => {
    const source = readFileSync(join(process.cwd(), 'lib/schemas/ats.ts'), 'utf8');
    const keys = [...new Set([...source.matchAll(/'((?:ats|validation)\.[a-zA-Z]+)'/g)].map((m) => m[1]!))];
    expect(keys.length).toBeGreaterThan(15);
    for (const key of keys) {
      expect({ key, portal: reference.includes(key), backend: isMessageKey(key) }).toEqual({
        key,
        portal: true,
        backend: true,
      });
    }
  });

  it('keeps the same placeholders in every language', () => {
    // The names, not how often: a plural repeats its argument once per category the language has.
    const placeholders = argumentNames;
    for (const key of reference) {
      const expected = placeholders(flat.ru!.get(key)!);
      for (const id of Object.keys(flat))
        expect({ key, id, p: placeholders(flat[id]!.get(key)!) }).toEqual({ key, id, p: expected });
    }
  });

  it('is really translated: Romanian has its diacritics, Ukrainian its letters', () => {
    const ro = [...flat.ro!.values()].join(' ');
    const ua = [...flat.ua!.values()].join(' ');
    expect(ro).toMatch(/[șțăâî]/);
    expect(ua).toMatch(/[іїєґ]/);
    expect(flat.en!.get('auth.login.submit')).not.toEqual(flat.ru!.get('auth.login.submit'));
  });
});

describe('error pages (docs/product.md §8)', () => {
  const titleKey = {
    '403': 'forbiddenTitle',
    '404': 'notFoundTitle',
    '500': 'serverTitle',
    '888': 'networkTitle',
    '999': 'errorTitle',
  } as const;

  it.each(Object.keys(flat))('%s: no error page repeats its title in its message', (id) => {
    const repeated = Object.entries(titleKey)
      .map(([code, key]) => ({
        code,
        title: flat[id]!.get(`errors.${key}`)!,
        message: flat[id]!.get(`errors.${code}`)!,
      }))
      .filter(({ title, message }) => message.toLowerCase().includes(title.toLowerCase()))
      .map(({ code }) => code);
    expect(repeated).toEqual([]);
  });
});
