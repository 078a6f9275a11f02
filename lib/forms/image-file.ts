import { MAX_IMAGE_SIDE_PX, MAX_UPLOAD_BYTES, UPLOAD_TYPES, type UploadType } from '@/lib/shared/request-limits';

/** What the browser may say about a chosen image before it is sent (the logo, an avatar). */
export type ImageFileError =
  'validation.fileRequired' | 'validation.imageType' | 'validation.imageSize' | 'validation.imagePixels';

/** The `accept` of an image's file input: the types the backend keeps (docs/product.md "Running the agency: the calls"). */
export const IMAGE_ACCEPT = UPLOAD_TYPES.join(',');

/** A type the browser left empty is judged by the name's extension. */
const EXTENSIONS: Record<string, (typeof UPLOAD_TYPES)[number]> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/**
 * The browser's own check of a chosen image, with the backend's limits and messages (size at most
 * 2 MiB; PNG, JPEG, WebP or SVG), so a wrong file is refused before a 2 MiB upload (its pixels
 * are checked once decoded: checkImagePixels). The backend
 * still checks the bytes (a `.png` that is not one is its 422). Null when the file may be sent.
 */
export function checkImageFile(file: Pick<File, 'name' | 'size' | 'type'> | null | undefined): ImageFileError | null {
  if (!file || file.size === 0) return 'validation.fileRequired';
  if (!imageTypeOf(file)) return 'validation.imageType';
  if (file.size > MAX_UPLOAD_BYTES) return 'validation.imageSize';
  return null;
}

/** The upload type a chosen file says it is (its type, else its name's extension), if one the backend keeps. */
export function imageTypeOf(file: Pick<File, 'name' | 'type'>): UploadType | null {
  const type = file.type || EXTENSIONS[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';
  return (UPLOAD_TYPES as readonly string[]).includes(type) ? (type as UploadType) : null;
}

/**
 * The backend's pixel limit on a decoded PNG, JPEG or WebP (MAX_IMAGE_SIDE_PX a side, no limit on
 * an SVG, which has no pixels): the browser's check of the preview's natural size.
 */
export function checkImagePixels(
  type: UploadType | null,
  width: number,
  height: number,
): 'validation.imagePixels' | null {
  if (type === 'image/svg+xml') return null;
  return width > MAX_IMAGE_SIDE_PX || height > MAX_IMAGE_SIDE_PX ? 'validation.imagePixels' : null;
}
