/**
 * Markup for the client's page of a selection (docs/architecture.md §1 "The client's page of a selection"): a tagged
 * template that escapes every value put into it, so text from the backend (a hotel's name, the
 * agent's note, what the client typed) can never become markup. Only another `markup` result, or an
 * array of them, is inserted as it is.
 */

const SAFE = Symbol('safe-html');

export interface SafeHtml {
  readonly [SAFE]: true;
  readonly value: string;
}

type Part = SafeHtml | string | number | boolean | null | undefined | readonly Part[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or a quoted attribute's value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const safe = (value: string): SafeHtml => ({ [SAFE]: true, value });
const isSafe = (part: unknown): part is SafeHtml => typeof part === 'object' && part !== null && SAFE in part;

function partHtml(part: Part): string {
  if (part === null || part === undefined || part === false || part === true) return '';
  if (Array.isArray(part)) return part.map((item: Part) => partHtml(item)).join('');
  if (isSafe(part)) return part.value;
  return escapeHtml(String(part));
}

export function markup(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0]!;
  parts.forEach((part, index) => {
    out += partHtml(part) + strings[index + 1]!;
  });
  return safe(out);
}

/** An attribute present or not: ` name` / ` name="value"`, or nothing for false, null or undefined. */
export function attr(name: string, value: string | number | boolean | null | undefined): SafeHtml {
  if (value === false || value === null || value === undefined) return safe('');
  return safe(value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`);
}

/** A whole document: the doctype and the markup. */
export const documentHtml = (root: SafeHtml) => `<!DOCTYPE html>${root.value}`;

/** Markup the code itself wrote (the inline stylesheet), inserted unescaped: never data. */
export const trustedHtml = (value: string): SafeHtml => safe(value);
