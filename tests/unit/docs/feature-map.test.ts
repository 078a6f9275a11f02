import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appPages, REPO_ROOT } from '../fixtures/app-routes';

// docs/architecture.md §13 "Names and the feature map": the map has one row per page of app/, and
// every file it names exists, so the map cannot fall behind a new screen or a moved file.

const doc = readFileSync(path.join(REPO_ROOT, 'docs', 'architecture.md'), 'utf8');
const section = doc.slice(doc.indexOf('## 13. Names and the feature map'));

const cellsOf = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

/** The feature map's rows: the table whose header starts with `route`. */
function featureMap(): string[][] {
  const lines = section.split('\n');
  const header = lines.findIndex((line) => /^\|\s*route\s*\|/.test(line));
  if (header < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(cellsOf(line));
  }
  return rows;
}

const rows = featureMap();
const routeCell = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1];

/** Every backticked repository path of the section: it starts at a top folder and names a file or folder. */
const ROOTS = /^(app|components|lib|demo-backend|messages|tests|docs|scripts)\//;
const namedPaths = [...section.matchAll(/`([^`\s]+)`/g)]
  .map((match) => match[1] ?? '')
  .filter((name) => ROOTS.test(name) && !name.includes('*'));

describe('the feature map (docs/architecture.md §13)', () => {
  it('is found, with eight columns per row', () => {
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((cells) => cells.length !== 8)).toEqual([]);
  });

  it('has exactly one row for every page route of app/', () => {
    const mapped = rows.map(([route]) => routeCell(route ?? ''));
    const routes = appPages.map(([route]) => route);
    expect([...mapped].sort()).toEqual([...new Set(routes)].sort());
  });

  it('names only paths that exist', () => {
    expect(namedPaths.length).toBeGreaterThan(100);
    expect(namedPaths.filter((name) => !existsSync(path.join(REPO_ROOT, name)))).toEqual([]);
  });
});
