import type { Notification } from '@/lib/schemas/notifications';
import type { Db } from '../db/open';

interface Row {
  id: number;
  color: string;
  subject: string;
  message: string;
  category: Notification['category'];
  created_at: string;
  read_at: string | null;
}

const toWire = ({ read_at, ...row }: Row): Notification => ({ ...row, was_read: read_at !== null });

const COLUMNS = 'id, color, subject, message, category, created_at, read_at';

export class Notifications {
  private readonly listAll;
  private readonly listCategory;
  private readonly countAll;
  private readonly countCategory;
  private readonly countUnread;
  private readonly one;
  private readonly markRead;
  private readonly markUnread;

  constructor(db: Db) {
    // Newest first; id breaks ties so pages never overlap.
    const order = 'ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?';
    this.listAll = db.prepare<[number, number, number], Row>(`SELECT ${COLUMNS} FROM notifications WHERE user_id = ? ${order}`);
    this.listCategory = db.prepare<[number, string, number, number], Row>(
      `SELECT ${COLUMNS} FROM notifications WHERE user_id = ? AND category = ? ${order}`,
    );
    this.countAll = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?');
    this.countCategory = db.prepare<[number, string], { n: number }>(
      'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND category = ?',
    );
    this.countUnread = db.prepare<[number], { n: number }>(
      'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL',
    );
    this.one = db.prepare<[number, number], Row>(`SELECT ${COLUMNS} FROM notifications WHERE id = ? AND user_id = ?`);
    // `read_at IS NULL` keeps the first reading time: reading again changes nothing.
    this.markRead = db.prepare('UPDATE notifications SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL');
    this.markUnread = db.prepare('UPDATE notifications SET read_at = NULL WHERE user_id = ? AND category = ?');
  }

  page(userId: number, category: string | null, limit: number, offset: number): { items: Notification[]; total: number } {
    const rows = category
      ? this.listCategory.all(userId, category, limit, offset)
      : this.listAll.all(userId, limit, offset);
    const total = (category ? this.countCategory.get(userId, category) : this.countAll.get(userId))?.n ?? 0;
    return { items: rows.map(toWire), total };
  }

  unread(userId: number): number {
    return this.countUnread.get(userId)?.n ?? 0;
  }

  find(userId: number, id: number): Notification | undefined {
    const row = this.one.get(id, userId);
    return row && toWire(row);
  }

  read(userId: number, id: number): Notification | undefined {
    this.markRead.run(new Date().toISOString(), id, userId);
    return this.find(userId, id);
  }

  /** Test hook: a category's notifications unread again (e2e specs share one database). Returns how many. */
  markCategoryUnread(userId: number, category: string): number {
    return this.markUnread.run(userId, category).changes;
  }
}
