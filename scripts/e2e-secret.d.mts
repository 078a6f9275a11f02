/** scripts/e2e-secret.mjs: the e2e portal's session secret. */
export declare const E2E_SESSION_SECRET: string;
