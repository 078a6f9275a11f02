import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '@/demo-backend/src/server';
import { PORTAL_ON_THIS_HOST } from '@/scripts/portal-on-this-host.mjs';

export interface DemoBackend {
  /** e.g. http://127.0.0.1:54321, no trailing slash */
  url: string;
  app: FastifyInstance;
  /** Its database file (tests that check a sum against SQL read it). */
  dbPath: string;
  close(): Promise<void>;
}

/** A real demo backend in this process, on a free port, with its own fresh database. */
export async function startDemoBackend(
  opts?: Partial<{
    accessTtlS: number;
    latencyMs: number;
    portalUrl: string;
    confirmDelayS: number;
    cancelDelayS: number;
    holdTtlS: number;
    ticketingDelayS: number;
  }> &
    Pick<ServerOptions, 'now' | 'limits' | 'trustProxy' | 'salesYearOrders'>,
): Promise<DemoBackend> {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-backend-'));
  const dbPath = path.join(dir, 'demo.sqlite');
  const app = await buildServer({
    dbPath,
    accessTtlS: opts?.accessTtlS ?? 900,
    latencyMs: opts?.latencyMs ?? 0,
    portalUrl: opts?.portalUrl ?? 'http://localhost:3000',
    confirmDelayS: opts?.confirmDelayS,
    cancelDelayS: opts?.cancelDelayS,
    holdTtlS: opts?.holdTtlS,
    ticketingDelayS: opts?.ticketingDelayS,
    jwtSecret: 'test-secret-for-the-demo-backend',
    mailLog: () => {},
    now: opts?.now,
    limits: opts?.limits,
    // The in-process BFF calls from loopback and names its browser in X-Forwarded-For, as the portal does.
    trustProxy: opts?.trustProxy ?? PORTAL_ON_THIS_HOST,
    // Unset: the reports' year seed at its small size; the full-size test passes SALES_YEAR_ORDERS.
    salesYearOrders: opts?.salesYearOrders,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('demo backend did not bind a TCP port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    dbPath,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
