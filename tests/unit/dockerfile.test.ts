import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
const instruction = (s: Stage, keyword: string) => s.lines.filter((line) => line.toUpperCase().startsWith(`${keyword} `));
const nodeMajor = Number(/^ARG NODE_VERSION=(\d+)$/m.exec(dockerfile.args.join('\n'))?.[1]);

describe('Dockerfile: the portal image', () => {
  const runtime = stage('runtime');

  it('is what a plain `docker build .` makes: the last stage', () => {
    expect(dockerfile.stages.at(-1)?.name).toBe('runtime');
  });

  it('runs on a slim image of an even-numbered (LTS) Node the product supports', () => {
    expect(runtime.from).toBe('node:${NODE_VERSION}-bookworm-slim');
    const engines = /^>=(\d+)\./.exec((JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node);
    expect(nodeMajor % 2).toBe(0);
    expect(nodeMajor).toBeGreaterThanOrEqual(Number(engines?.[1]));
  });

  it('holds only the standalone server, built by `npm run build` with its static files, public/ and PDF fonts', () => {
    expect(instruction(runtime, 'COPY')).toEqual(['COPY --from=build /app/.next/standalone ./']);
    const build = stage('build');
    const buildRun = build.lines.find((line) => line.startsWith('RUN npm run build')) ?? '';
    for (const needed of ['server.mjs', 'server-static.mjs', 'bff.mjs', 'server.js', '.next/static', 'public/themes', 'assets/fonts/DejaVuSans.ttf', 'assets/fonts/DejaVuSans-Bold.ttf']) {
      expect(buildRun).toContain(`.next/standalone/${needed}`);
    }
    // `npm run build` is what puts .next/static and public/ into the standalone tree.
    expect((JSON.parse(read('package.json')) as { scripts: { build: string } }).scripts.build).toContain('scripts/standalone-assets.mjs');
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
    expect(healthcheck).toMatch(/CMD \["node", "-e", ".*fetch\('http:\/\/127\.0\.0\.1:' \+ \(process\.env\.PORT \|\| 3000\) \+ '\/api\/health'\)/);
  });

  it('keeps installed trees, builds and local secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '.next', '.env*', '.git', 'demo-backend/data']) expect(ignored).toContain(entry);
  });
});

describe('Dockerfile: the demo-backend target', () => {
  const demo = stage('demo-backend');

  const IMPORT = /(?:from\s+|import\(\s*)['"]@\/([^'"]+)['"]/g;
  const source = (file: string) => /\.(m?tsx?|json)$/.test(file);

  /** `@/lib/x/y` → the checkout file it loads (a module, an index, or JSON). */
  function resolve(specifier: string): string | null {
    const candidates = ['', '.ts', '.tsx', '.mts', '/index.ts', '.json'].map((suffix) => specifier + suffix);
    return candidates.find((file) => source(file) && existsSync(path.join(root, file))) ?? null;
  }

  /** Every checkout file outside demo-backend/ the demo backend's sources load, following imports through them. */
  function importedFiles(): Set<string> {
    const queue = listFiles('demo-backend/src');
    const seen = new Set(queue);
    const outside = new Set<string>();
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (file.endsWith('.json')) continue;
      for (const match of read(file).matchAll(IMPORT)) {
        const target = resolve(match[1]!);
        if (!target || seen.has(target)) continue;
        seen.add(target);
        outside.add(target);
        queue.push(target);
      }
    }
    return outside;
  }

  function listFiles(dir: string): string[] {
    return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.posix.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(file) : source(entry.name) ? [file] : [];
    });
  }

  it('copies every file of the checkout the demo backend loads (imports followed), and the fonts its PDFs use', () => {
    const copied = instruction(demo, 'COPY')
      .map((line) => /^COPY (\S+) \.\/(\S+)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null && match[1] === match[2])
      .map((match) => match[1]!);
    const imported = [...importedFiles()];
    // The wire schemas at least, and catalogues through lib/i18n: the walk does follow imports.
    expect(imported).toEqual(expect.arrayContaining(['lib/schemas/orders.ts', 'messages/en/index.ts']));
    for (const file of [...imported, 'demo-backend/src/main.ts']) {
      expect({ file, copied: copied.some((dir) => file.startsWith(`${dir}/`)) }).toEqual({ file, copied: true });
    }
    expect(copied).toContain('assets/fonts');
  });

  it('listens on every interface as a non-root user and keeps its database in a volume', () => {
    expect(demo.from).toBe('node:${NODE_VERSION}-bookworm-slim');
    expect(demo.lines).toContain('ENV NODE_ENV=production DEMO_BACKEND_HOST=0.0.0.0 DEMO_BACKEND_PORT=4000 DEMO_DB_PATH=/data/demo.sqlite');
    expect(demo.lines).toContain('VOLUME /data');
    expect(instruction(demo, 'USER')).toEqual(['USER node']);
    expect(instruction(demo, 'HEALTHCHECK')[0]).toContain('/__demo/health');
  });
});
