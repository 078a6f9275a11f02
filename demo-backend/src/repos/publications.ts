import { PUBLICATION_CATEGORIES, type PublicationCategory } from '@/lib/schemas/content';
import type { Publication, PublicationSummary } from '@/lib/schemas/content';
import { htmlToPlainText } from '@/lib/shared/html-text';
import { contentSearch } from '@/lib/shared/content-search';
import { PUBLICATION_CATEGORY_NAMES, type NewsText } from '../db/content/news';
import type { Db } from '../db/open';
import type { Locale } from '../i18n';
import { textIn } from './content-texts';

interface Row {
  id: number;
  category: PublicationCategory;
  pinned: number;
  image: string | null;
  published_at: string;
  texts: string;
  read_at: string | null;
}

function summaryOf(row: Row, text: NewsText, locale: Locale): PublicationSummary {
  return {
    id: row.id,
    category: row.category,
    category_name: PUBLICATION_CATEGORY_NAMES[row.category][locale],
    title: text.title,
    teaser: text.teaser,
    image: row.image,
    pinned: row.pinned === 1,
    published_at: row.published_at,
    was_read: row.read_at !== null,
  };
}

function toWire(row: Row, locale: Locale): Publication {
  const text = textIn<NewsText>(row.texts, locale);
  return { ...summaryOf(row, text, locale), body: text.body };
}

/** The operator's news with each reader's read marks (docs/product.md §7 "Content", §10). */
export class Publications {
  private readonly all;
  private readonly one;
  private readonly markRead;
  private readonly markAll;
  private readonly unreadAll;

  constructor(db: Db) {
    const select = `SELECT p.id, p.category, p.pinned, p.image, p.published_at, p.texts, r.read_at
                      FROM publications p LEFT JOIN publication_reads r ON r.publication_id = p.id AND r.user_id = ?`;
    // Pinned first, then newest; the id breaks ties so pages never overlap.
    this.all = db.prepare<[number], Row>(`${select} ORDER BY p.pinned DESC, p.published_at DESC, p.id DESC`);
    this.one = db.prepare<[number, number], Row>(`${select} WHERE p.id = ?`);
    // OR IGNORE keeps the first reading time: reading again changes nothing.
    this.markRead = db.prepare<[number, number, string]>(
      'INSERT OR IGNORE INTO publication_reads (publication_id, user_id, read_at) VALUES (?, ?, ?)',
    );
    this.markAll = db.prepare<[number, string, number]>(
      'INSERT OR IGNORE INTO publication_reads (publication_id, user_id, read_at) SELECT id, ?, ? FROM publications WHERE id NOT IN (SELECT publication_id FROM publication_reads WHERE user_id = ?)',
    );
    this.unreadAll = db.prepare<[number]>('DELETE FROM publication_reads WHERE user_id = ?');
  }

  /**
   * One page of the news in a category (null: all) matching `q` (every word, in the title, the
   * teaser or the text, by stems: lib/shared/content-search.ts), and the reader's unread count in all of them.
   */
  page(
    userId: number,
    locale: Locale,
    filter: { category: PublicationCategory | null; q: string },
    limit: number,
    offset: number,
  ) {
    const rows = this.all.all(userId);
    const search = contentSearch(filter.q, locale);
    const matching = rows
      .filter((row) => filter.category === null || row.category === filter.category)
      .flatMap((row) => {
        const text = textIn<NewsText>(row.texts, locale);
        const found =
          search.terms.length === 0 || search.matches(`${text.title}\n${text.teaser}\n${htmlToPlainText(text.body)}`);
        return found ? [summaryOf(row, text, locale)] : [];
      });
    return {
      items: matching.slice(offset, offset + limit),
      total: matching.length,
      unread: rows.filter((row) => row.read_at === null).length,
    };
  }

  find(userId: number, id: number, locale: Locale): Publication | undefined {
    const row = this.one.get(userId, id);
    return row && toWire(row, locale);
  }

  read(userId: number, id: number, locale: Locale): Publication | undefined {
    if (!this.one.get(userId, id)) return undefined;
    this.markRead.run(id, userId, new Date().toISOString());
    return this.find(userId, id, locale);
  }

  /** Marks every unread item read; returns how many it marked. */
  readAll(userId: number): number {
    return this.markAll.run(userId, new Date().toISOString(), userId).changes;
  }

  /** Every item unread again for one reader (a demo hook, so a test starts from unread news); returns how many were read. */
  unreadAllFor(userId: number): number {
    return this.unreadAll.run(userId).changes;
  }

  categories(userId: number, locale: Locale) {
    const rows = this.all.all(userId);
    return PUBLICATION_CATEGORIES.map((id) => {
      const own = rows.filter((row) => row.category === id);
      return {
        id,
        name: PUBLICATION_CATEGORY_NAMES[id][locale],
        total: own.length,
        unread: own.filter((row) => row.read_at === null).length,
      };
    });
  }
}
