/**
 * Phone country options (docs/product.md §3): prefix and the number of digits after it (the mask).
 * The phone input masks with them and the demo backend refuses an incomplete number with them.
 */
export const PHONE_COUNTRIES = {
  md: { prefix: '+373', digits: 8 },
  ro: { prefix: '+40', digits: 9 },
  ua: { prefix: '+380', digits: 9 },
} as const;
export type PhoneCountry = keyof typeof PHONE_COUNTRIES;
export const PHONE_COUNTRY_IDS = Object.keys(PHONE_COUNTRIES) as PhoneCountry[];

/** Splits `+37312345678` into its country and national digits; unknown prefixes fall back. */
export function parsePhone(
  value: string | undefined,
  fallback: PhoneCountry,
): { country: PhoneCountry; digits: string } {
  const clean = (value ?? '').replace(/[^\d+]/g, '');
  // Longest prefix first, so +380 is not read as something shorter.
  const match = [...PHONE_COUNTRY_IDS]
    .sort((a, b) => PHONE_COUNTRIES[b].prefix.length - PHONE_COUNTRIES[a].prefix.length)
    .find((id) => clean.startsWith(PHONE_COUNTRIES[id].prefix));
  if (!match) return { country: fallback, digits: clean.replace(/\D/g, '') };
  return { country: match, digits: clean.slice(PHONE_COUNTRIES[match].prefix.length) };
}

export function formatPhone(country: PhoneCountry, digits: string): string {
  const only = digits.replace(/\D/g, '').slice(0, PHONE_COUNTRIES[country].digits);
  return only ? `${PHONE_COUNTRIES[country].prefix}${only}` : '';
}

/** docs/product.md §5: the number is complete only when it has as many digits as the country's mask. */
export function isCompletePhone(value: string): boolean {
  const { country, digits } = parsePhone(value, 'md');
  return (
    value.startsWith(PHONE_COUNTRIES[country].prefix) &&
    digits.length === PHONE_COUNTRIES[country].digits &&
    /^\d+$/.test(digits)
  );
}
