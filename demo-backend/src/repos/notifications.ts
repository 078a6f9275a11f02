import type { Notification } from '@/lib/schemas/notifications';
import type { Db } from '../db/open';
import type { Locale } from '../i18n';

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

// The caller's language's text where there is one (notification_texts), else the row's own.
const COLUMNS =
  'n.id, n.color, COALESCE(t.subject, n.subject) AS subject, COALESCE(t.message, n.message) AS message, n.category, n.created_at, n.read_at';
const FROM = 'FROM notifications n LEFT JOIN notification_texts t ON t.notification_id = n.id AND t.locale = ?';

export class Notifications {
  private readonly listAll;
  private readonly listCategory;
  private readonly countAll;
  private readonly countCategory;
  private readonly countUnread;
  private readonly one;
  private readonly markRead;
  private readonly markUnread;
  private readonly insert;
  private readonly insertText;

  constructor(db: Db) {
    // Newest first; id breaks ties so pages never overlap.
    const order = 'ORDER BY n.created_at DESC, n.id DESC LIMIT ? OFFSET ?';
    this.listAll = db.prepare<[string, number, number, number], Row>(
      `SELECT ${COLUMNS} ${FROM} WHERE n.user_id = ? ${order}`,
    );
    this.listCategory = db.prepare<[string, number, string, number, number], Row>(
      `SELECT ${COLUMNS} ${FROM} WHERE n.user_id = ? AND n.category = ? ${order}`,
    );
    this.countAll = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?');
    this.countCategory = db.prepare<[number, string], { n: number }>(
      'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND category = ?',
    );
    this.countUnread = db.prepare<[number], { n: number }>(
      'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL',
    );
    this.one = db.prepare<[string, number, number], Row>(`SELECT ${COLUMNS} ${FROM} WHERE n.id = ? AND n.user_id = ?`);
    // `read_at IS NULL` keeps the first reading time: reading again changes nothing.
    this.markRead = db.prepare('UPDATE notifications SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL');
    this.markUnread = db.prepare('UPDATE notifications SET read_at = NULL WHERE user_id = ? AND category = ?');
    this.insert = db.prepare<[number, string, string, string, string, string]>(
      'INSERT INTO notifications (user_id, color, subject, message, category, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.insertText = db.prepare<[number, string, string, string]>(
      'INSERT INTO notification_texts (notification_id, locale, subject, message) VALUES (?, ?, ?, ?)',
    );
  }

  /** A new unread notification for the user, its text in every language (the Russian one the row's own); its id. */
  add(
    userId: number,
    notice: {
      category: Notification['category'];
      color: string;
      texts: Record<Locale, { subject: string; message: string }>;
      createdAt: string;
    },
  ): number {
    const { category, color, texts, createdAt } = notice;
    const id = Number(
      this.insert.run(userId, color, texts.ru.subject, texts.ru.message, category, createdAt).lastInsertRowid,
    );
    for (const [locale, text] of Object.entries(texts)) this.insertText.run(id, locale, text.subject, text.message);
    return id;
  }

  page(
    userId: number,
    category: string | null,
    limit: number,
    offset: number,
    locale: Locale = 'ru',
  ): { items: Notification[]; total: number } {
    const rows = category
      ? this.listCategory.all(locale, userId, category, limit, offset)
      : this.listAll.all(locale, userId, limit, offset);
    const total = (category ? this.countCategory.get(userId, category) : this.countAll.get(userId))?.n ?? 0;
    return { items: rows.map(toWire), total };
  }

  unread(userId: number): number {
    return this.countUnread.get(userId)?.n ?? 0;
  }

  find(userId: number, id: number, locale: Locale = 'ru'): Notification | undefined {
    const row = this.one.get(locale, id, userId);
    return row && toWire(row);
  }

  read(userId: number, id: number, locale: Locale = 'ru'): Notification | undefined {
    this.markRead.run(new Date().toISOString(), id, userId);
    return this.find(userId, id, locale);
  }

  /** Test hook: a category's notifications unread again (e2e specs share one database). Returns how many. */
  markCategoryUnread(userId: number, category: string): number {
    return this.markUnread.run(userId, category).changes;
  }
}
