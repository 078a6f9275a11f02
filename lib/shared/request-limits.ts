/**
 * The largest request body the booking API takes, and so the largest the BFF forwards: one limit
 * for both sides (the demo backend's Fastify `bodyLimit`, the BFF's upload cap in
 * lib/bff/transport.ts). A larger body is refused by the BFF with 413 in the caller's language
 * before anything is sent (docs/architecture.md §3). 1 MiB, Fastify's default: the portal's
 * largest bodies (a booking with its tourists, an agency's registration) are a few KiB.
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;
