/**
 * The BFF's transport constants, in one place for every layer that moves its bytes: the backend
 * client (http-fetch.ts), the answer it builds (forward.ts, whole-body.ts), the request body's
 * cap (body.ts) and the Node entry that writes answers to the socket (node-handler.ts, which the
 * production server.mjs mounts; docs/architecture.md §9).
 */

/**
 * The BFF's upload limit, and the bound of the copy kept for a replay after a refresh: the
 * booking API's own limit, shared with the demo backend (lib/shared/request-limits.ts).
 */
export { MAX_REQUEST_BODY_BYTES } from '@/lib/shared/request-limits';

/**
 * Bodies declared this small are read whole (from the backend) and written whole (to the
 * browser): a JSON answer arrives at once anyway, and bytes spare the web-stream pull-and-pipe
 * work per call. Larger or undeclared bodies (PDFs, exports) stream as they come.
 */
export const WHOLE_BODY_MAX_BYTES = 64 * 1024;

/** Answers below this are sent as they are: gzip of a 70-byte JSON costs more CPU than the rest of the call (Next's own threshold). */
export const GZIP_MIN_BYTES = 1024;

/** Statuses whose responses carry no body (Fetch standard "null body status"). */
export const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/**
 * Where an answer whose body is already whole in memory keeps its bytes (whole-body.ts): a
 * registered symbol, so a reader in another module instance (Next's route chunk and the Node
 * entry's bundle in one process) finds them.
 */
export const WHOLE_BODY = Symbol.for('agency-portal.whole-body');
