// What the A/B tools (ab-ssr.mjs, ab-bff.mjs) share: a build's standalone portal signed in as the
// demo agent, and the median of alternating runs.
import path from 'node:path';
import { startPortal } from './servers.mjs';

export const AGENT = JSON.stringify({ login: 'agent@demo.travel', password: 'demo12345' });

/** The standalone server of `dir` against `backendUrl`, with the demo agent's session cookie. */
export async function signedInPortal(dir, backendUrl) {
  const server = await startPortal({ backendUrl, standalone: path.resolve(dir) });
  const login = await fetch(`${server.url}/api/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1', origin: server.url }, body: AGENT });
  if (!login.ok) throw new Error(`login at ${dir}: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { ...server, cookie };
}

export const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/** A, B, B, A, A, B…: neither build always runs first. */
export const abOrder = (round) => (round % 2 ? ['B', 'A'] : ['A', 'B']);
