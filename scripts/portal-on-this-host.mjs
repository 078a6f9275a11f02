// The addresses the demo backend sees the portal at when both run on one machine (loopback, either
// family): DEMO_TRUST_PROXY of every pair this repository starts (npm run demo, the end-to-end
// servers, the load suite, the benchmarks, the integration tests' backends), so the backend counts
// each browser by the address the portal forwards (docs/deployment.md, "Demo backend limits").
export const PORTAL_ON_THIS_HOST = '127.0.0.1, ::1';
