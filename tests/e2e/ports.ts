// Ports of the end-to-end servers; E2E_PORTAL_PORT and E2E_BACKEND_PORT let several checkouts
// run their suites on one machine at once. scripts/e2e-server.mjs reads the same variables.
export const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 3100);
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4100);
/** The extra portal tests/e2e/server-start.spec.ts starts the way the container does. */
export const CONTAINER_PORT = Number(process.env.E2E_CONTAINER_PORT ?? PORTAL_PORT + 99);
export const PORTAL_URL = `http://localhost:${PORTAL_PORT}`;
export const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`;
/** Any theme answers on `<id>.localhost`. */
export const themeUrl = (themeId: string) => `http://${themeId}.localhost:${PORTAL_PORT}`;
/** The two servers tests/e2e/demo-script.spec.ts starts through `npm run demo`'s script. */
export const DEMO_PORTAL_PORT = Number(process.env.E2E_DEMO_PORTAL_PORT ?? PORTAL_PORT + 98);
export const DEMO_BACKEND_PORT = Number(process.env.E2E_DEMO_BACKEND_PORT ?? BACKEND_PORT + 98);
