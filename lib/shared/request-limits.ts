/**
 * The largest request body the booking API takes, and so the largest the BFF forwards: one limit
 * for both sides (the demo backend's Fastify `bodyLimit`, the BFF's upload cap in
 * lib/bff/transport.ts). A larger body is refused by the BFF with 413 in the caller's language
 * before anything is sent (docs/architecture.md §3). 1 MiB, Fastify's default: the portal's
 * largest bodies (a booking with its tourists, an agency's registration) are a few KiB.
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/**
 * An uploaded image (the agency's logo, a user's avatar): at most 2 MiB, PNG, JPEG, WebP or SVG,
 * recognised by content, never by name (docs/product.md "Running the agency: the calls"). Upload
 * calls take a body this large plus the form's envelope.
 */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const UPLOAD_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
/**
 * The widest and tallest an uploaded PNG, JPEG or WebP may be, in pixels: a small file can claim
 * a huge picture (30 000 × 30 000 in under 1 MB) that every browser showing the logo would have to
 * decode. Read from the image's header by the backend, from the decoded preview by the browser.
 * An SVG has no pixels: it is drawn at the size of the box showing it.
 */
export const MAX_IMAGE_SIDE_PX = 4000;

/**
 * The most of a browser's User-Agent the portal forwards and the booking backend keeps with a
 * session (docs/product.md "The profile", sessions): real agents are a few hundred characters;
 * anything past this is cut, so nobody fills the database through the header.
 */
export const MAX_USER_AGENT_LENGTH = 512;
