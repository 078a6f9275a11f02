import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '@/lib/shared/request-limits';

/**
 * The browser's own check of an image the user picked (the avatar, the agency's logo), before it
 * is sent: the backend checks the bytes again (docs/product.md "Running the agency: the calls").
 * `type` for anything but PNG, JPEG, WebP or SVG; `size` above 2 MiB; null when it may be sent.
 */
export type ImageFileProblem = 'type' | 'size';

export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}

/** What the file picker offers: the same types. */
export const IMAGE_ACCEPT = UPLOAD_TYPES.join(',');
