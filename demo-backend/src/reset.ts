import { rmSync } from 'node:fs';
import { readConfig } from './config';
import { openDatabase } from './db/open';

// `npm run demo:reset`: start again from the fixed seed. Stop the running backend first;
// it would keep writing to the deleted file.
async function reset(): Promise<void> {
  const { dbPath } = readConfig();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  const db = await openDatabase(dbPath);
  db.close();
  console.log(`demo database re-seeded at ${dbPath}`);
}

reset().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
