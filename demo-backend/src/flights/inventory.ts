import type { Db } from '../db/open';
import type { Flight } from '../search/catalogue';

/**
 * The one seat inventory of the flights table, shared by the tour search and the flight tickets
 * (docs/product.md §11 "One seat inventory"): a booked tour and a booked ticket take seats here,
 * in the database and in the catalogue held in memory (which both searches read), so a seat sold
 * either way is gone for both at once. Seats never go below 0: a charter sold out is still sold
 * on request.
 */
export class SeatInventory {
  private readonly setSeats;

  constructor(private readonly db: Db) {
    this.setSeats = db.prepare<[number, number]>('UPDATE flights SET seats = ? WHERE id = ?');
  }

  /** Takes `seats` on each flight; answers how many it took from each (fewer where a charter was on request). */
  take(flights: readonly Flight[], seats: number): number[] {
    return this.db.transaction(() =>
      flights.map((flight) => {
        const taken = Math.min(Math.max(0, seats), flight.seats);
        flight.seats -= taken;
        this.setSeats.run(flight.seats, flight.id);
        return taken;
      }),
    )();
  }

  /** Gives back what `take` took from each flight (a ticket order expired or cancelled). */
  release(flights: readonly Flight[], taken: readonly number[]): void {
    this.db.transaction(() => {
      flights.forEach((flight, i) => {
        flight.seats += taken[i] ?? 0;
        this.setSeats.run(flight.seats, flight.id);
      });
    })();
  }

  /** Sets every flight's seats left (the /__demo/air-tickets/seats hook). */
  set(flights: readonly Flight[], seats: number): void {
    this.db.transaction(() => {
      for (const flight of flights) {
        flight.seats = Math.max(0, seats);
        this.setSeats.run(flight.seats, flight.id);
      }
    })();
  }
}
