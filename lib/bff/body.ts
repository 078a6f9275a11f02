import type { BffIncoming } from './incoming';
import { MAX_REQUEST_BODY_BYTES } from './transport';

/**
 * Request bodies are streamed to the backend, and a copy is kept so the call can be replayed
 * once after a 401 + refresh. The copy is read from a tee branch at its own pace, so it is
 * complete even when the backend answered before reading everything. The cap bounds memory
 * and doubles as the BFF's upload limit.
 */

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body exceeds ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

export interface ReplayableBody {
  /** Stream for the first attempt. */
  stream: ReadableStream<Uint8Array>;
  /** The whole body, for a retry; rejects with BodyTooLargeError past the cap. */
  bytes: Promise<Uint8Array<ArrayBuffer>>;
  /** Aborts when the body passes the cap, so the first attempt stops too. */
  tooLarge: AbortSignal;
}

async function collect(
  stream: ReadableStream<Uint8Array>,
  limit: number,
  onTooLarge: () => void,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      onTooLarge();
      await reader.cancel();
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export function replayableBody(body: ReadableStream<Uint8Array>, limit = MAX_REQUEST_BODY_BYTES): ReplayableBody {
  const [stream, copy] = body.tee();
  const controller = new AbortController();
  const bytes = collect(copy, limit, () => controller.abort());
  // The copy is only awaited on a retry; a rejection nobody awaits is still observed here.
  bytes.catch(() => undefined);
  return { stream, bytes, tooLarge: controller.signal };
}

/** Reads a small body whole (login credentials), refusing anything past the cap. */
export async function readSmallBody(
  request: Pick<BffIncoming, 'body'>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  return collect(request.body, limit, () => undefined);
}

/** A small JSON body read whole: its bytes and its value, null when it is not JSON at all. */
export async function readSmallJson(
  request: Pick<BffIncoming, 'body'>,
  limit: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; json: unknown }> {
  const bytes = await readSmallBody(request, limit);
  try {
    return { bytes, json: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { bytes, json: null };
  }
}
