import { createBffHandler } from '@/lib/bff/handler';
import type { FetchLike } from '@/lib/bff/upstream';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { documentGroupsSchema } from '@/lib/schemas/content';
import { call, login, session } from './bff-helpers';

/** fetch that keeps a copy of every response body exactly as the backend sent it. */
function recordingFetch(): { fetch: FetchLike; bodies: Promise<Uint8Array>[] } {
  const bodies: Promise<Uint8Array>[] = [];
  const recording: FetchLike = async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    const [forHandler, forTest] = response.body.tee();
    bodies.push(new Response(forTest).arrayBuffer().then((buffer) => new Uint8Array(buffer)));
    return new Response(forHandler, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return { fetch: recording, bodies };
}

describe('binary bodies through the BFF', () => {
  let backend: DemoBackend;
  beforeAll(async () => {
    backend = await startDemoBackend();
  });
  afterAll(async () => backend.close());

  it('passes the public contract PDF through byte for byte, with its file name', async () => {
    const recorder = recordingFetch();
    const handler = createBffHandler({ backendUrl: backend.url, timeoutMs: 10_000, session, fetch: recorder.fetch });
    const response = await call(handler, 'contract/agency', { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(response.headers.get('content-disposition')).toMatch(/agency_contract\.pdf/);
    const received = new Uint8Array(await response.arrayBuffer());
    expect(recorder.bodies).toHaveLength(1);
    const sent = await recorder.bodies[0]!;
    expect(Buffer.from(received.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(received.byteLength).toBe(sent.byteLength);
    expect(Buffer.compare(Buffer.from(received), Buffer.from(sent))).toBe(0);
  });

  it("downloads an agency document through the BFF as the backend's PDF, with its file name", async () => {
    const recorder = recordingFetch();
    const handler = createBffHandler({ backendUrl: backend.url, timeoutMs: 60_000, session, fetch: recorder.fetch });
    const cookie = await login(handler);
    const list = await call(handler, 'v1/documents', { cookie, headers: { 'accept-language': 'en' } });
    expect(list.status).toBe(200);
    const documents = documentGroupsSchema.parse(await list.json()).data.flatMap((group) => group.documents);
    const memo = documents.find((document) => document.kind === 'memo')!;
    const before = recorder.bodies.length;
    const response = await call(handler, `v1/documents/${memo.id}/download`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${memo.file_name}"`);
    const received = Buffer.from(await response.arrayBuffer());
    const sent = Buffer.from(await recorder.bodies[before]!);
    expect(received.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(received.byteLength).toBe(memo.size);
    expect(Buffer.compare(received, sent)).toBe(0);
  }, 120_000);
});
