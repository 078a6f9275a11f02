import { createServer } from 'node:net';

/** A TCP port free on loopback right now (the benchmarks start their servers on such ports). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
