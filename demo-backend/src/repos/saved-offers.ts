import { randomUUID } from 'node:crypto';
import type { OfferContacts, SavedOffer } from '@/lib/schemas/saved-offers';
import type { Offer } from '@/lib/schemas/search';
import type { Db } from '../db/open';

interface Row {
  uuid: string;
  search_result: string;
  price: number;
}

export type PriceUpdate = { ok: true; offer: SavedOffer } | { ok: false; reason: 'not-found' | 'below-original' };

function savedOfferOf(row: Row): SavedOffer {
  return {
    uuid: row.uuid,
    price: row.price,
    search_result: JSON.parse(row.search_result) as SavedOffer['search_result'],
  };
}

/**
 * The basket: offers a user saved, each with the offer as it was priced in EUR (`search_result`)
 * and the agency's own price, in the order they were saved (rowid order: two saves in the same
 * millisecond keep their order).
 */
export class SavedOffers {
  private readonly insert;
  private readonly count;
  private readonly list;
  private readonly one;
  private readonly bySid;
  private readonly setPrice;
  private readonly removeAll;
  private readonly contacts;

  constructor(private readonly db: Db) {
    this.insert = db.prepare(
      'INSERT INTO saved_offers (uuid, user_id, sid, search_result, price, currency, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.count = db.prepare<[number], { total: number }>(
      'SELECT COUNT(*) AS total FROM saved_offers WHERE user_id = ?',
    );
    this.list = db.prepare<[number], Row>(
      'SELECT uuid, search_result, price FROM saved_offers WHERE user_id = ? ORDER BY rowid',
    );
    this.one = db.prepare<[string, number], Row>(
      'SELECT uuid, search_result, price FROM saved_offers WHERE uuid = ? AND user_id = ?',
    );
    this.bySid = db.prepare<[number, string], { uuid: string }>(
      'SELECT uuid FROM saved_offers WHERE user_id = ? AND sid = ?',
    );
    this.setPrice = db.prepare('UPDATE saved_offers SET price = ? WHERE uuid = ? AND user_id = ?');
    this.removeAll = db.prepare('DELETE FROM saved_offers WHERE user_id = ?');
    this.contacts = db.prepare<[number], OfferContacts>(
      `SELECT a.name AS title, a.address, a.phone, a.email
         FROM users u JOIN agencies a ON a.id = u.agency_id WHERE u.id = ?`,
    );
  }

  /** Saves an offer priced in EUR; its price starts as the offer's. */
  save(userId: number, offer: Offer): string {
    const uuid = randomUUID();
    this.insert.run(
      uuid,
      userId,
      offer.sid,
      JSON.stringify(offer),
      offer.price.amount,
      offer.price.currency,
      new Date().toISOString(),
    );
    return uuid;
  }

  /** The uuid of the caller's saved offer with this sid (as saved: in EUR), if any. */
  uuidOf(userId: number, sid: string): string | undefined {
    return this.bySid.get(userId, sid)?.uuid;
  }

  total(userId: number): number {
    return this.count.get(userId)?.total ?? 0;
  }

  all(userId: number): SavedOffer[] {
    return this.list.all(userId).map(savedOfferOf);
  }

  /** The agency's price for the client; never below what the offer cost when it was saved (docs/product.md §5). */
  updatePrice(userId: number, uuid: string, price: number): PriceUpdate {
    const row = this.one.get(uuid, userId);
    if (!row) return { ok: false, reason: 'not-found' };
    const offer = savedOfferOf(row);
    if (price < offer.search_result.price.amount) return { ok: false, reason: 'below-original' };
    this.setPrice.run(price, uuid, userId);
    return { ok: true, offer: { ...offer, price } };
  }

  /** Deletes the caller's offers with these uuids, or all of them for an empty list; other users' are untouched. */
  remove(userId: number, uuids: readonly string[]): void {
    if (uuids.length === 0) {
      this.removeAll.run(userId);
      return;
    }
    const placeholders = uuids.map(() => '?').join(', ');
    this.db.prepare(`DELETE FROM saved_offers WHERE user_id = ? AND uuid IN (${placeholders})`).run(userId, ...uuids);
  }

  /** The caller's agency contacts, the defaults of the basket dialog and the PDF. */
  agencyContacts(userId: number): OfferContacts | undefined {
    return this.contacts.get(userId);
  }
}
