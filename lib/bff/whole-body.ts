/**
 * A BFF answer whose body is already whole in memory (a small backend answer, a JSON error).
 *
 * `new Response(bytes)` wraps the bytes in a web stream (made transferable, with its controller)
 * at once, and the Node entry then read that stream back to get the same bytes: together ~7 % of
 * the portal's CPU per BFF call in a sequential profile. This Response keeps the bytes and
 * makes the stream only when someone asks for the body (Next's own route path under `next dev`
 * or `PORTAL_SERVER=next`, the tests); the Node entry (node-handler.ts) takes the bytes under
 * WHOLE_BODY and writes them as they are.
 */
import { WHOLE_BODY } from './transport';

export { WHOLE_BODY };

export class WholeBodyResponse extends Response {
  readonly [WHOLE_BODY]: Uint8Array<ArrayBuffer>;
  #inner: Response | null = null;

  constructor(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit) {
    super(null, init);
    this[WHOLE_BODY] = bytes;
  }

  /** The bytes as a plain Response (with the headers, for blob()'s type), made on first use of the body. */
  #full(): Response {
    return (this.#inner ??= new Response(this[WHOLE_BODY], { headers: this.headers }));
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return this.#full().body as ReadableStream<Uint8Array<ArrayBuffer>>;
  }

  override get bodyUsed(): boolean {
    return this.#inner?.bodyUsed ?? false;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return this.#full().arrayBuffer();
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.#full().bytes();
  }

  override blob(): Promise<Blob> {
    return this.#full().blob();
  }

  override formData(): Promise<FormData> {
    return this.#full().formData();
  }

  override json(): Promise<unknown> {
    return this.#full().json();
  }

  override text(): Promise<string> {
    return this.#full().text();
  }

  override clone(): Response {
    if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.');
    return new WholeBodyResponse(this[WHOLE_BODY], {
      status: this.status,
      statusText: this.statusText,
      headers: new Headers(this.headers),
    });
  }
}
