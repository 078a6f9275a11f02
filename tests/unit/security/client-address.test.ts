import type { IncomingMessage } from 'node:http';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress, stampClientAddress, trustedProxyHops } from '@/server-guard.mjs';
import { clientAddressOf } from '@/lib/bff/client-address';
import { RawHeaders } from '@/lib/bff/node-handler';

describe('the client address (server-guard.mjs)', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For the browser sends', () => {
    expect(resolveClientAddress('::ffff:203.0.113.7', '6.6.6.6', 0)).toBe('203.0.113.7');
  });

  it('is what the outermost trusted proxy saw: one load balancer, then a CDN in front of it', () => {
    // The browser wrote 6.6.6.6 itself; the load balancer appended the browser it saw.
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.4', 1)).toBe('198.51.100.4');
    // CDN appended the browser, the load balancer appended the CDN.
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.4, 10.9.0.1', 2)).toBe('198.51.100.4');
  });

  it('never takes an entry the browser wrote left of the trusted hops, nor a non-address', () => {
    expect(resolveClientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', 'not-an-ip', 1)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', ['1.1.1.1', '[2001:db8::1]'], 1)).toBe('2001:db8::1');
  });

  it('reads TRUSTED_PROXY_HOPS as a whole number and refuses anything else by name', () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops('2')).toBe(2);
    expect(() => trustedProxyHops('nginx')).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it('is stamped on the request for the BFF and Next, replacing a header of that name the browser sent', () => {
    const req = {
      rawHeaders: ['Host', 'portal', 'X-Portal-Client-Address', '1.2.3.4', 'X-Forwarded-For', '9.9.9.9'],
      headers: { host: 'portal', [CLIENT_ADDRESS_HEADER]: '1.2.3.4', 'x-forwarded-for': '9.9.9.9' },
      socket: { remoteAddress: '::ffff:192.0.2.10' },
    } as unknown as IncomingMessage;
    stampClientAddress(req, 0);
    expect(clientAddressOf(new RawHeaders(req.rawHeaders))).toBe('192.0.2.10');
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe('192.0.2.10');
  });
});
