/**
 * What the operator changed since a search, for tests and demos (POST /__demo/prices,
 * /__demo/stop-sale): a hotel's prices moved by a percent, or the hotel closed for sale. Held in
 * memory: a restart is a fresh market, and the search itself is not affected (only booking is).
 */
export class DemoMarket {
  private readonly percents = new Map<number, number>();
  private readonly stops = new Set<number>();

  setPrice(hotelId: number, percent: number): void {
    if (percent === 0) this.percents.delete(hotelId);
    else this.percents.set(hotelId, percent);
  }

  stopSale(hotelId: number): void {
    this.stops.add(hotelId);
  }

  reset(): void {
    this.percents.clear();
    this.stops.clear();
  }

  /** The factor every booking price of the hotel is multiplied by. */
  factor(hotelId: number): number {
    return 1 + (this.percents.get(hotelId) ?? 0) / 100;
  }

  stopped(hotelId: number): boolean {
    return this.stops.has(hotelId);
  }
}
