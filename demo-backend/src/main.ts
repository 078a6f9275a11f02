import { DEFAULT_LOGIN_LIMITS } from './auth/login-throttle';
import { readConfig } from './config';
import { buildServer } from './server';

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildServer({
    dbPath: config.dbPath,
    accessTtlS: config.accessTtlS,
    latencyMs: config.latencyMs,
    portalUrl: config.portalUrl,
    publicUrl: config.publicUrl,
    confirmDelayS: config.confirmDelayS,
    cancelDelayS: config.cancelDelayS,
    holdTtlS: config.holdTtlS,
    ticketingDelayS: config.ticketingDelayS,
    jwtSecret: config.jwtSecret,
    hooksToken: config.hooksToken,
    trustProxy: config.trustProxy,
    limits: {
      login: {
        ...DEFAULT_LOGIN_LIMITS,
        passwordChecks: { perSecond: config.passwordChecksPerS, burst: 2 * config.passwordChecksPerS },
      },
    },
    warmDocuments: config.warmDocuments,
    salesYearOrders: config.salesYearOrders,
  });
  await app.listen({ host: config.host, port: config.port });
  console.log(`demo backend listening on http://${config.host}:${config.port}`);
  if (config.jwtSecretGenerated)
    console.log('demo backend: DEMO_JWT_SECRET unset, signing tokens with a random key made for this start');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // close() waits for in-flight requests and closes the database, so WAL is checkpointed.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`demo backend: error while stopping on ${signal}`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
