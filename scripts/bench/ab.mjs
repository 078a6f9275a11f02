// What the A/B tools (ab-ssr.mjs, ab-bff.mjs) share: a build's standalone portal signed in as the
// demo agent, and the median of alternating runs.
import path from 'node:path';
import { portalCookie } from './agent.mjs';
import { startPortal } from './servers.mjs';

/** The standalone server of `dir` against `backendUrl`, with the demo agent's session cookie. */
export async function signedInPortal(dir, backendUrl) {
  const server = await startPortal({ backendUrl, standalone: path.resolve(dir) });
  return { ...server, cookie: await portalCookie(server.url) };
}

export const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/** A, B, B, A, A, B…: neither build always runs first. */
export const abOrder = (round) => (round % 2 ? ['B', 'A'] : ['A', 'B']);
