import { createServer } from 'node:net';

function listen(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A TCP port free on loopback right now (the benchmarks start their servers on such ports): any
 * the system gives, or the first free one of `range` when several checkouts share the machine and
 * each keeps to its own ports. Two calls with the same range may give the same port until the
 * first is bound: give each server its own range.
 */
export async function freePort(range) {
  if (!range) return listen(0);
  for (let port = range.from; port <= range.to; port++) {
    try {
      return await listen(port);
    } catch {
      // taken: try the next one
    }
  }
  throw new Error(`no free port in ${range.from}-${range.to}`);
}

/** "3200-3299" → {from, to}; undefined when unset (any port will do). */
export function portRange(text) {
  if (!text) return undefined;
  const match = /^(\d+)-(\d+)$/.exec(text.trim());
  if (!match) throw new Error(`a port range looks like 3200-3299, not "${text}"`);
  return { from: Number(match[1]), to: Number(match[2]) };
}
