/** The zone the portal shows times in; next-intl is configured with the same (lib/i18n/request.ts). */
export const DISPLAY_TIME_ZONE = 'Europe/Chisinau';

// ru-RU gives DD.MM.YYYY and 24-hour time in every interface language (SPEC.md §9 date format).
const FORMAT = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: DISPLAY_TIME_ZONE,
});

/** An ISO timestamp as "DD.MM.YYYY HH:mm" in the portal's zone, the same on server and client. */
export function displayDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return FORMAT.format(date).replace(',', '');
}
