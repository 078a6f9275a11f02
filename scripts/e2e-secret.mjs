// The session secret of the end-to-end portal (scripts/e2e-server.mjs), shared with the specs
// that open its cookie (tests/e2e/security-tokens.spec.ts). Test-only; 40 characters so the
// production check (at least 32) passes.
export const E2E_SESSION_SECRET = 'e2e-test-session-secret-0123456789abcdef';
