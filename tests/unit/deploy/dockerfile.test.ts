import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkoutImports } from '@/tests/helpers/checkout-imports';

/**
 * The Dockerfile read as text: no Docker daemon runs in CI, so these guard against drift between
 * the image and what the standalone server needs (tests/e2e/server-start.spec.ts runs that server
 * the way the runtime stage does).
 */
const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Stage {
  from: string;
  name: string;
  /** Instructions with line continuations joined, comments dropped. */
  lines: string[];
}

function stages(dockerfile: string): { args: string[]; stages: Stage[] } {
  const lines = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line && !line.startsWith('#'));
  const result: Stage[] = [];
  const args: string[] = [];
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) result.push({ from: from[1]!, name: from[2] ?? '', lines: [] });
    else if (result.length === 0) args.push(line);
    else result.at(-1)!.lines.push(line);
  }
  return { args, stages: result };
}

const dockerfile = stages(read('Dockerfile'));
const stage = (name: string) => {
  const found = dockerfile.stages.find((s) => s.name === name);
  if (!found) throw new Error(`no stage ${name}`);
  return found;
};
const instruction = (s: Stage, keyword: string) =>
  s.lines.filter((line) => line.toUpperCase().startsWith(`${keyword} `));
const nodeMajor = Number(/^ARG NODE_VERSION=(\d+)$/m.exec(dockerfile.args.join('\n'))?.[1]);

describe('Dockerfile: the portal image', () => {
  const runtime = stage('runtime');

  it('is what a plain `docker build .` makes: the last stage', () => {
    expect(dockerfile.stages.at(-1)?.name).toBe('runtime');
  });

  it('runs on a slim image of an even-numbered (LTS) Node the product supports', () => {
    expect(runtime.from).toBe('node:${NODE_VERSION}-bookworm-slim');
    // The lowest major the engines name: `^20.19.0 || ^22.13.0 || >=24` → 20.
    const engines = /(\d+)\./.exec((JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node);
    expect(nodeMajor % 2).toBe(0);
    expect(nodeMajor).toBeGreaterThanOrEqual(Number(engines?.[1]));
  });

  it('holds only the standalone server, built by `npm run build` with its static files, public/ and PDF fonts', () => {
    expect(instruction(runtime, 'COPY')).toEqual(['COPY --from=build /app/.next/standalone ./']);
    const build = stage('build');
    const buildRun = build.lines.find((line) => line.startsWith('RUN npm run build')) ?? '';
    for (const needed of [
      'server.mjs',
      'server-static.mjs',
      'server-guard.mjs',
      'bff.mjs',
      'server.js',
      '.next/static',
      'public/themes',
      'assets/fonts/DejaVuSans.ttf',
      'assets/fonts/DejaVuSans-Bold.ttf',
    ]) {
      expect(buildRun).toContain(`.next/standalone/${needed}`);
    }
    // Nothing of the demo backend's own packages (demo-backend/package.json) reaches the trace.
    for (const demoOnly of ['better-sqlite3', 'fastify'])
      expect(buildRun).toContain(`test ! -e .next/standalone/node_modules/${demoOnly}`);
    // `npm run build` is what puts .next/static and public/ into the standalone tree.
    expect((JSON.parse(read('package.json')) as { scripts: { build: string } }).scripts.build).toContain(
      'scripts/standalone-assets.mjs',
    );
    expect(read('next.config.ts')).toMatch(/outputFileTracingIncludes:.*'\.\/assets\/fonts\/\*\*\/\*'/);
  });

  it('starts server.mjs as a non-root user on port 3000 of every interface, in production', () => {
    expect(runtime.lines).toContain('ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0 NEXT_TELEMETRY_DISABLED=1');
    expect(instruction(runtime, 'USER')).toEqual(['USER node']);
    expect(runtime.lines.indexOf('USER node')).toBeLessThan(runtime.lines.findIndex((line) => line.startsWith('CMD ')));
    expect(instruction(runtime, 'EXPOSE')).toEqual(['EXPOSE 3000']);
    expect(instruction(runtime, 'CMD')).toEqual(['CMD ["node", "server.mjs"]']);
  });

  it('checks its health on /api/health with Node itself (no curl in slim images)', () => {
    const [healthcheck] = instruction(runtime, 'HEALTHCHECK');
    expect(healthcheck).toMatch(
      /CMD \["node", "-e", ".*fetch\('http:\/\/127\.0\.0\.1:' \+ \(process\.env\.PORT \|\| 3000\) \+ '\/api\/health'\)/,
    );
  });

  it('keeps installed trees, builds and local secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '.next', '.env*', '.git', 'demo-backend/data'])
      expect(ignored).toContain(entry);
  });
});

describe('Dockerfile: the demo-backend target', () => {
  const demo = stage('demo-backend');
  const demoDeps = stage('demo-deps');

  /** The checkout paths the stage copies as they are (`COPY x ./x`), a folder or a file. */
  const copied = instruction(demo, 'COPY')
    .map((line) => /^COPY (\S+) \.\/(\S+)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && match[1] === match[2])
    .map((match) => match[1]!);
  const covers = (place: string, file: string) => file === place || file.startsWith(`${place}/`);
  const loaded = [...checkoutImports(root, 'demo-backend/src').files];

  it('copies every file of the checkout the demo backend loads (imports followed), and the fonts its PDFs use', () => {
    // The wire schemas at least, and catalogues through lib/i18n: the walk does follow imports.
    expect(loaded).toEqual(
      expect.arrayContaining(['lib/schemas/orders.ts', 'messages/en/index.ts', 'demo-backend/src/main.ts']),
    );
    for (const file of loaded) {
      expect({ file, copied: copied.some((place) => covers(place, file)) }).toEqual({ file, copied: true });
    }
    expect(copied).toContain('assets/fonts');
  });

  it('copies nothing else of the portal: each copied path holds a file the backend loads', () => {
    const needed = copied.filter((place) => !['assets/fonts', 'demo-backend/package.json'].includes(place));
    expect(needed.filter((place) => !loaded.some((file) => covers(place, file)))).toEqual([]);
    // Not the portal's manifest either: the workspace's own says what to install.
    expect(copied).not.toContain('package.json');
  });

  it("installs only the demo-backend workspace's production dependencies, from the one lockfile", () => {
    expect(instruction(demoDeps, 'COPY')).toEqual([
      'COPY package.json package-lock.json ./',
      'COPY demo-backend/package.json ./demo-backend/',
    ]);
    expect(instruction(demoDeps, 'RUN')).toEqual([
      'RUN npm ci --workspace demo-backend --omit=dev --no-audit --no-fund',
    ]);
    expect(instruction(demo, 'COPY')).toContain('COPY --from=demo-deps /app/node_modules ./node_modules');
    // `npm ci` of the whole project needs every workspace's manifest too.
    expect(instruction(stage('deps'), 'COPY')).toContain('COPY demo-backend/package.json ./demo-backend/');
  });

  it('listens on every interface as a non-root user and keeps its database in a volume', () => {
    expect(demo.from).toBe('node:${NODE_VERSION}-bookworm-slim');
    expect(demo.lines).toContain(
      'ENV NODE_ENV=production DEMO_BACKEND_HOST=0.0.0.0 DEMO_BACKEND_PORT=4000 DEMO_DB_PATH=/data/demo.sqlite',
    );
    expect(demo.lines).toContain('VOLUME /data');
    expect(instruction(demo, 'USER')).toEqual(['USER node']);
    expect(instruction(demo, 'HEALTHCHECK')[0]).toContain('/__demo/health');
  });
});
