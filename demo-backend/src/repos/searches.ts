import { searchQuerySchema, type SearchQuery } from '@/lib/schemas/search';
import type { Db } from '../db/open';

/** Queries by search id, so v2/search/find/{id} opens a shared search after a restart too. */
export class Searches {
  private readonly insert;
  private readonly byId;

  constructor(db: Db) {
    this.insert = db.prepare('INSERT OR IGNORE INTO searches (id, query, created_at) VALUES (?, ?, ?)');
    this.byId = db.prepare<[string], { query: string }>('SELECT query FROM searches WHERE id = ?');
  }

  remember(id: string, query: SearchQuery): void {
    this.insert.run(id, JSON.stringify(query), new Date().toISOString());
  }

  find(id: string): SearchQuery | null {
    const row = this.byId.get(id);
    return row ? searchQuerySchema.parse(JSON.parse(row.query)) : null;
  }
}
