import { randomBytes } from 'node:crypto';
import type { OfferContacts, SavedOffer } from '@/lib/schemas/saved-offers';
import { SHARE_TOKEN_BYTES } from '@/lib/schemas/shared-selections';
import type { Db } from '../db/open';

const DAY_MS = 86_400_000;

/** A selection as stored; times are epoch milliseconds. */
export interface SelectionRow {
  token: string;
  user_id: number;
  agency_id: number;
  contacts: string;
  note: string;
  created_at: number;
  valid_until: number;
  revoked_at: number | null;
  opens: number;
  last_opened_at: number | null;
}

/** One offer of a selection, as shared: the saved offer (EUR) and the agent's price. */
export interface SharedOfferRow {
  position: number;
  offer: SavedOffer['search_result'];
  price: number;
  changed_since: string | null;
}

export interface AnswerRow {
  position: number;
  name: string;
  phone: string;
  messenger: string;
  created_at: number;
}

/** The agency a selection belongs to, as its client's page names it. */
export interface AgencyOfSelection {
  theme: string;
}

/** An unguessable token: SHARE_TOKEN_BYTES random bytes, base64url. */
export const newShareToken = () => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

/**
 * Client selections (docs/product.md "Client selections"): the links an agent made from saved
 * offers, what each shared, how often it was opened and what the client answered.
 */
export class SharedSelections {
  private readonly insert;
  private readonly insertOffer;
  private readonly one;
  private readonly count;
  private readonly page;
  private readonly offersOf;
  private readonly answersOf;
  private readonly setRevoked;
  private readonly setValidUntil;
  private readonly opened;
  private readonly setChangedSince;
  private readonly insertAnswer;
  private readonly agency;

  constructor(private readonly db: Db) {
    this.insert = db.prepare(
      `INSERT INTO shared_selections (token, user_id, agency_id, contacts, note, created_at, valid_until)
       SELECT ?, u.id, u.agency_id, ?, ?, ?, ? FROM users u WHERE u.id = ?`,
    );
    this.insertOffer = db.prepare(
      'INSERT INTO shared_selection_offers (token, position, search_result, price) VALUES (?, ?, ?, ?)',
    );
    this.one = db.prepare<[string], SelectionRow>('SELECT * FROM shared_selections WHERE token = ?');
    this.count = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM shared_selections WHERE user_id = ?');
    // Newest first; rowid breaks ties so pages never overlap.
    this.page = db.prepare<[number, number, number], SelectionRow>(
      'SELECT * FROM shared_selections WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?',
    );
    this.offersOf = db.prepare<
      [string],
      { position: number; search_result: string; price: number; changed_since: string | null }
    >(
      'SELECT position, search_result, price, changed_since FROM shared_selection_offers WHERE token = ? ORDER BY position',
    );
    this.answersOf = db.prepare<[string], AnswerRow>(
      'SELECT position, name, phone, messenger, created_at FROM shared_selection_answers WHERE token = ? ORDER BY id',
    );
    this.setRevoked = db.prepare('UPDATE shared_selections SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL');
    this.setValidUntil = db.prepare('UPDATE shared_selections SET valid_until = ? WHERE token = ?');
    this.opened = db.prepare('UPDATE shared_selections SET opens = opens + 1, last_opened_at = ? WHERE token = ?');
    this.setChangedSince = db.prepare(
      'UPDATE shared_selection_offers SET changed_since = ? WHERE token = ? AND position = ?',
    );
    this.insertAnswer = db.prepare(
      'INSERT INTO shared_selection_answers (token, position, name, phone, messenger, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.agency = db.prepare<[number], AgencyOfSelection>('SELECT theme FROM agencies WHERE id = ?');
  }

  /** A new selection of these saved offers (in this order), valid `days` from `now`; its token. */
  create(
    userId: number,
    input: { offers: readonly SavedOffer[]; contacts: OfferContacts; note: string; days: number },
    now: number,
  ): SelectionRow {
    const token = newShareToken();
    this.db.transaction(() => {
      this.insert.run(token, JSON.stringify(input.contacts), input.note, now, now + input.days * DAY_MS, userId);
      input.offers.forEach((saved, index) =>
        this.insertOffer.run(token, index + 1, JSON.stringify(saved.search_result), saved.price),
      );
    })();
    return this.one.get(token)!;
  }

  find(token: string): SelectionRow | undefined {
    return this.one.get(token);
  }

  /** The user's own selection with this token; another user's is none. */
  own(userId: number, token: string): SelectionRow | undefined {
    const row = this.one.get(token);
    return row && row.user_id === userId ? row : undefined;
  }

  list(userId: number, limit: number, offset: number): { rows: SelectionRow[]; total: number } {
    return { rows: this.page.all(userId, limit, offset), total: this.count.get(userId)?.n ?? 0 };
  }

  offers(token: string): SharedOfferRow[] {
    return this.offersOf.all(token).map((row) => ({
      position: row.position,
      offer: JSON.parse(row.search_result) as SavedOffer['search_result'],
      price: row.price,
      changed_since: row.changed_since,
    }));
  }

  answers(token: string): AnswerRow[] {
    return this.answersOf.all(token);
  }

  contactsOf(row: SelectionRow): OfferContacts {
    return JSON.parse(row.contacts) as OfferContacts;
  }

  agencyOf(row: SelectionRow): AgencyOfSelection {
    return this.agency.get(row.agency_id) ?? { theme: 'default' };
  }

  revoke(token: string, now: number): void {
    this.setRevoked.run(now, token);
  }

  /** Valid `days` from `now` on. */
  extend(token: string, days: number, now: number): void {
    this.setValidUntil.run(now + days * DAY_MS, token);
  }

  countOpen(token: string, now: number): void {
    this.opened.run(now, token);
  }

  /** Records the day a re-check first saw the offer's price moved (null: it is as shared again). */
  markChanged(token: string, position: number, since: string | null): void {
    this.setChangedSince.run(since, token, position);
  }

  answer(token: string, answer: Omit<AnswerRow, 'created_at'>, now: number): void {
    this.insertAnswer.run(token, answer.position, answer.name, answer.phone, answer.messenger, now);
  }
}
