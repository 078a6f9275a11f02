'use client';

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FormField } from './form-field';
import { buttonClass, Button } from './button';
import {
  checkImageFile,
  checkImagePixels,
  IMAGE_ACCEPT,
  imageTypeOf,
  type ImageFileError,
} from '@/lib/forms/image-file';

export interface ImageUploadTexts {
  label: string;
  hint: string;
  choose: string;
  chooseOther: string;
  none: string;
  /** The saved image's alt text. */
  current: string;
  /** The chosen, unsaved image's alt text. */
  preview: string;
  previewNote: string;
  discard: string;
  remove: string;
}

/**
 * An image the form uploads (the agency's logo, an avatar): the saved one, or the chosen file's
 * preview before saving. The browser checks the file at once (type and size, docs/product.md
 * "Running the agency: the calls") and its pixels once the preview is decoded, and says what is
 * wrong instead of keeping it; the form sends the kept `file` with its save. `onRemove` (with a confirmation of the caller's) deletes the saved one.
 */
export function ImageUploadField({
  id,
  texts,
  savedSrc,
  file,
  onFile,
  onRemove,
  error,
  translate,
  disabled,
}: {
  id: string;
  texts: ImageUploadTexts;
  savedSrc: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  onRemove?: () => void;
  /** An error from outside (the backend's 422 on the file), already translated. */
  error?: string;
  /** Turns the browser check's key into the user's language. */
  translate: (key: ImageFileError) => string;
  disabled?: boolean;
}) {
  const [refused, setRefused] = useState<ImageFileError | null>(null);
  // The chosen file's object URL, made when it is chosen; shown while the form still holds that file.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const previewSrc = file && preview?.file === file ? preview.url : null;
  const made = useRef<string | null>(null);
  useEffect(() => () => void (made.current && URL.revokeObjectURL(made.current)), []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file chosen again after a refusal still fires a change.
    event.target.value = '';
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    setRefused(problem);
    if (problem) return;
    if (made.current) URL.revokeObjectURL(made.current);
    made.current = URL.createObjectURL(chosen);
    setPreview({ file: chosen, url: made.current });
    onFile(chosen);
  };

  // The preview decoded: a PNG, JPEG or WebP wider or taller than the backend keeps is let go at once.
  const checkDecoded = (image: HTMLImageElement) => {
    if (!file) return;
    const problem = checkImagePixels(imageTypeOf(file), image.naturalWidth, image.naturalHeight);
    if (!problem) return;
    setRefused(problem);
    onFile(null);
  };

  const shown = previewSrc ?? savedSrc;
  return (
    <FormField id={id} label={texts.label} hint={texts.hint} error={refused ? translate(refused) : error}>
      {(a11y) => (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div
            data-testid={`${id}-box`}
            className="flex h-24 w-40 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2"
          >
            {shown ? (
              // A blob: preview or the backend's image path; next/image optimises neither.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={shown}
                alt={previewSrc ? texts.preview : texts.current}
                data-testid={previewSrc ? `${id}-preview` : `${id}-saved`}
                onLoad={previewSrc ? (event) => checkDecoded(event.currentTarget) : undefined}
                className="max-h-full max-w-full object-contain"
              />
            ) : (
              <span className="text-center text-xs text-slate-500">{texts.none}</span>
            )}
          </div>
          <div className="flex flex-col items-start gap-2">
            {previewSrc ? <p className="text-sm text-slate-600">{texts.previewNote}</p> : null}
            <div className="flex flex-wrap gap-2">
              {/* The input is the control (keyboard, screen reader, label); the label around it draws it as a button. */}
              <label
                className={`${buttonClass('secondary')} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand ${disabled ? 'pointer-events-none opacity-60' : ''}`}
              >
                <input
                  {...a11y}
                  type="file"
                  accept={IMAGE_ACCEPT}
                  onChange={choose}
                  disabled={disabled}
                  className="sr-only"
                />
                <span aria-hidden="true">{shown ? texts.chooseOther : texts.choose}</span>
              </label>
              {file ? (
                <Button variant="ghost" onClick={() => onFile(null)} disabled={disabled}>
                  {texts.discard}
                </Button>
              ) : savedSrc && onRemove ? (
                <Button variant="ghost" onClick={onRemove} disabled={disabled}>
                  {texts.remove}
                </Button>
              ) : null}
            </div>
          </div>
        </div>
      )}
    </FormField>
  );
}
