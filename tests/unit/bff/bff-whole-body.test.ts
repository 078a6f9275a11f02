import { errorResponse } from '@/lib/bff/responses';
import { WHOLE_BODY, WholeBodyResponse } from '@/lib/bff/whole-body';

const bytes = () => new TextEncoder().encode('{"rate":41.5}');
const make = () =>
  new WholeBodyResponse(bytes(), {
    status: 201,
    statusText: 'Created',
    headers: { 'content-type': 'application/json' },
  });

describe('an answer whose body is whole in memory (what the Node entry writes without a stream)', () => {
  it('is a Response with its status, headers and the bytes under the shared symbol', () => {
    const response = make();
    expect(response).toBeInstanceOf(Response);
    expect([response.status, response.statusText, response.ok]).toEqual([201, 'Created', true]);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(Buffer.from(response[WHOLE_BODY]).toString()).toBe('{"rate":41.5}');
    expect(Symbol.for('agency-portal.whole-body')).toBe(WHOLE_BODY);
  });

  it.each([
    ['text', (r: Response) => r.text(), '{"rate":41.5}'],
    ['json', (r: Response) => r.json(), { rate: 41.5 }],
    ['arrayBuffer', async (r: Response) => Buffer.from(await r.arrayBuffer()).toString(), '{"rate":41.5}'],
    ['blob', async (r: Response) => (await r.blob()).text(), '{"rate":41.5}'],
  ])('reads whole through %s, once', async (_name, read, expected) => {
    const response = make();
    expect(response.bodyUsed).toBe(false);
    await expect(read(response)).resolves.toEqual(expected);
    expect(response.bodyUsed).toBe(true);
    // Node's own TypeError (another realm than the test's): matched by message.
    await expect(response.text()).rejects.toThrow(/already been read/);
  });

  it('gives a blob the declared content type', async () => {
    expect((await make().blob()).type).toBe('application/json');
  });

  it('streams its body for whoever pipes it (Next under `next dev`)', async () => {
    const response = make();
    const chunks: Uint8Array[] = [];
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('{"rate":41.5}');
    expect(response.bodyUsed).toBe(true);
  });

  it('clones into an answer of its own, and not once read', async () => {
    const response = make();
    const copy = response.clone();
    expect(copy.status).toBe(201);
    await expect(copy.json()).resolves.toEqual({ rate: 41.5 });
    await expect(response.json()).resolves.toEqual({ rate: 41.5 });
    expect(() => response.clone()).toThrow(TypeError);
  });

  it('is what the BFF answers its own JSON errors with, length declared', async () => {
    const response = errorResponse(404, 'en', 'notFound');
    expect(response).toBeInstanceOf(WholeBodyResponse);
    const body = Buffer.from((response as WholeBodyResponse)[WHOLE_BODY]);
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(JSON.parse(body.toString())).toEqual(await response.json());
  });
});
