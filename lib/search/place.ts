/** "City, resort, country" without naming the same place twice (a resort is often its city). */
export function placeLine(hotel: { city: string; location?: string; country: string }): string {
  return [
    ...new Set([hotel.city, hotel.location ?? '', hotel.country].map((part) => part.trim()).filter(Boolean)),
  ].join(', ');
}
