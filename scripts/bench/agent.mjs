// The demo agent's sign-ins for the benchmark's tools (run.mjs, memory-step.mjs, the A/B tools).
const AGENT = JSON.stringify({ login: 'agent@demo.travel', password: 'demo12345' });

/** Signs in through the portal's BFF as a browser would (the agent unless `login` names another demo user); the Cookie header of the session. */
export async function portalCookie(portal, login = 'agent@demo.travel') {
  const headers = { 'content-type': 'application/json', 'x-csrf': '1', origin: portal };
  const response = await fetch(`${portal}/api/jwt/login`, { method: 'POST', headers, body: JSON.stringify({ login, password: 'demo12345' }) });
  if (!response.ok) throw new Error(`login through the BFF: ${response.status}`);
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

/**
 * Marks the demo agent's unread popup notifications read, as a user would close them: the seeded
 * popup would otherwise cover every signed-in page a browser measures (it was the LCP element of
 * each page Lighthouse looked at).
 */
export async function readPopups(portal, cookie) {
  const headers = { 'x-csrf': '1', origin: portal, cookie };
  const user = await (await fetch(`${portal}/api/jwt/user`, { headers })).json();
  for (const item of user.notifications.items.filter((n) => !n.was_read && ['popup', 'critical'].includes(n.category))) {
    // No body, so no JSON content type (the BFF refuses an empty JSON body with 400, which left the
    // popup open).
    const read = await fetch(`${portal}/api/notifications/${item.id}/read`, { method: 'POST', headers });
    if (!read.ok) throw new Error(`marking notification ${item.id} read: ${read.status}`);
  }
}

/** The demo agent's session cookie with the seeded popups read: what a measured page view sends. */
export async function portalSession(portal) {
  const cookie = await portalCookie(portal);
  await readPopups(portal, cookie);
  return cookie;
}

/** Signs in at the backend itself; the access token for a bearer header. */
export async function backendToken(backend) {
  const response = await fetch(`${backend}/api/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: AGENT });
  if (!response.ok) throw new Error(`login at the backend: ${response.status}`);
  return (await response.json()).access_token;
}
