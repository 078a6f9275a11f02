import { randomUUID } from 'node:crypto';
import type { Offer } from '@/lib/schemas/search';
import type { Db } from '../db/open';

/** The basket: offers a user saved, each with the offer as it was priced (`search_result`). */
export class SavedOffers {
  private readonly insert;
  private readonly count;

  constructor(db: Db) {
    this.insert = db.prepare(
      'INSERT INTO saved_offers (uuid, user_id, sid, search_result, price, currency, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.count = db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM saved_offers WHERE user_id = ?');
  }

  save(userId: number, offer: Offer): string {
    const uuid = randomUUID();
    this.insert.run(uuid, userId, offer.sid, JSON.stringify(offer), offer.price.amount, offer.price.currency, new Date().toISOString());
    return uuid;
  }

  total(userId: number): number {
    return this.count.get(userId)?.total ?? 0;
  }
}
