import { boundaryCode, chunkLoadInfo, isClientError, reportClientError } from '@/lib/errors/page-error';

const okSend = () =>
  jest.fn((...args: Parameters<typeof fetch>) => args && Promise.resolve(new Response(null, { status: 201 })));
const bodyOf = (send: ReturnType<typeof okSend>, call = 0) =>
  JSON.parse(String(send.mock.calls[call]?.[1]?.body)) as { info: string; stack?: string };

describe('reportClientError', () => {
  it('posts one {info, stack} report with the CSRF header, once per error', () => {
    const send = okSend();
    const error = new TypeError('x is not a function');
    expect(reportClientError(error, send)).toBe(true);
    expect(reportClientError(error, send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    const [path, init] = send.mock.calls[0]!;
    expect(path).toBe('/api/v1/core/client-error');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-csrf')).toBe('1');
    expect(bodyOf(send).info).toContain('TypeError: x is not a function');
    expect(bodyOf(send).stack).toContain('client-error-report.test');
  });

  it('does not repeat the same failure thrown again as a new object (a render loop)', () => {
    const send = okSend();
    const make = () => {
      const error = new Error('loop');
      error.stack = 'Error: loop\n    at Widget (widget.tsx:1:1)';
      return error;
    };
    reportClientError(make(), send);
    reportClientError(make(), send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('ignores a failing report: no throw, no retry', async () => {
    const send = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => reportClientError(new Error('first'), send)).not.toThrow();
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    const throwing = jest.fn(() => {
      throw new Error('sync');
    });
    expect(() => reportClientError(new Error('second'), throwing)).not.toThrow();
  });

  it('reports a failed chunk load with its type and address', () => {
    const send = okSend();
    const chunk = Object.assign(
      new Error('Loading chunk 42 failed.\n(error: http://localhost/_next/static/chunks/42.js)'),
      {
        name: 'ChunkLoadError',
        request: 'http://localhost/_next/static/chunks/42.js',
      },
    );
    reportClientError(chunk, send);
    expect(bodyOf(send).info).toContain('Load error: script http://localhost/_next/static/chunks/42.js');
    expect(chunkLoadInfo({ name: 'Error', message: 'Loading CSS chunk 7 failed. (/_next/static/css/7.css)' })).toEqual({
      type: 'style',
      url: '/_next/static/css/7.css',
    });
    expect(chunkLoadInfo(new Error('something else'))).toBeNull();
  });
});

describe('boundaryCode', () => {
  it('picks 500, 888 or 999', () => {
    expect(boundaryCode({ digest: 'backend-502-abc' }, true)).toBe('500');
    expect(boundaryCode({ digest: 'backend-404-abc' }, true)).toBe('999');
    expect(boundaryCode({ name: 'ApiRequestError', status: 888, message: '' }, true)).toBe('888');
    expect(boundaryCode({ name: 'ApiRequestError', status: 503, message: '' }, true)).toBe('500');
    expect(boundaryCode(new Error('boom'), false)).toBe('888');
    expect(boundaryCode(new Error('boom'), true)).toBe('999');
    expect(boundaryCode({ digest: '12345' }, true)).toBe('999');
  });

  it('tells browser errors from server ones (which carry a digest)', () => {
    expect(isClientError(new Error('boom'))).toBe(true);
    expect(isClientError({ message: 'x', digest: '12345' })).toBe(false);
  });
});
