import Database from 'better-sqlite3';
import { createSchema } from './schema';
import { seedIfEmpty } from './seed';
import { seedAgencyIfEmpty } from './seed-agency';
import { seedCatalogueIfEmpty, seedConnectionFlightsIfEmpty } from './seed-catalogue';
import { seedContentIfEmpty } from './seed-content';

export type Db = Database.Database;

/** Opens (and, when empty, seeds) the database; the seeds date what they make up to `now`, the backend's clock. */
export async function openDatabase(dbPath: string, now: Date = new Date()): Promise<Db> {
  const db = new Database(dbPath);
  // WAL lets readers proceed while a write (a refresh rotation) is in progress.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  createSchema(db);
  await seedIfEmpty(db, now);
  await seedAgencyIfEmpty(db, now.getTime());
  seedCatalogueIfEmpty(db);
  seedConnectionFlightsIfEmpty(db);
  seedContentIfEmpty(db, now);
  return db;
}
