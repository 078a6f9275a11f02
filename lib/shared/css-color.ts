/**
 * A colour the tour operator sends for a notification (its category's tone), as a value that can
 * go into a style attribute and stay one colour: a hex colour (`#rgb`, `#rgba`, `#rrggbb`,
 * `#rrggbbaa`) or a named colour (letters only, `red`, `teal`; an unknown name is one the browser
 * ignores). Anything else (`red;background:url(…)`, `expression(…)`, `var(--x)`) is dropped:
 * undefined, and the component shows its own colour. In lib/shared/ because the notification
 * schema that applies it is the demo backend's too (docs/architecture.md §2).
 */
export function safeCssColor(value: string): string | undefined {
  const color = value.trim();
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color)) return color;
  if (/^[a-z]{3,20}$/i.test(color)) return color.toLowerCase();
  return undefined;
}
