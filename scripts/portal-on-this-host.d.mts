/** scripts/portal-on-this-host.mjs: DEMO_TRUST_PROXY when the portal and the demo backend share a machine. */
export declare const PORTAL_ON_THIS_HOST: string;
