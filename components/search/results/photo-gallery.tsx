'use client';

import { useState, type KeyboardEvent } from 'react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';

interface Photo {
  url: string;
  caption: string;
}

const arrowButton =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand';

/**
 * A hotel's photos: one large with its caption, the others as thumbnails. The buttons, or the
 * arrow keys while the gallery has focus, go to the previous and next photo.
 */
export function PhotoGallery({ photos }: { photos: readonly Photo[] }) {
  const t = useTranslations('searchResults.card');
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const photo = photos[index];
  if (!photo) return null;
  const go = (next: number) => setIndex((next + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('gallery')}
      onKeyDown={onKeyDown}
      className="space-y-2"
      data-testid="photo-gallery"
    >
      <figure className="relative">
        <Image
          src={photo.url}
          alt={photo.caption}
          width={800}
          height={520}
          unoptimized
          className="aspect-[20/13] w-full rounded-lg bg-slate-100 object-cover"
        />
        <figcaption aria-live="polite" className="mt-1 text-sm text-slate-600">
          {t('photo', { index: index + 1, count, caption: photo.caption })}
        </figcaption>
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label={t('previousPhoto')}
              data-tooltip={t('previousPhoto')}
              onClick={() => go(index - 1)}
              className={`${arrowButton} tooltip tooltip-start left-2`}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="m15 6-6 6 6 6" />
              </svg>
            </button>
            <button
              type="button"
              aria-label={t('nextPhoto')}
              data-tooltip={t('nextPhoto')}
              onClick={() => go(index + 1)}
              className={`${arrowButton} tooltip tooltip-end right-2`}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="m9 6 6 6-6 6" />
              </svg>
            </button>
          </>
        ) : null}
      </figure>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((item, i) => (
            <li key={item.url + i} className="shrink-0">
              <button
                type="button"
                aria-label={t('showPhoto', { index: i + 1 })}
                aria-current={i === index || undefined}
                onClick={() => setIndex(i)}
                className="block rounded-md ring-offset-2 focus-visible:outline-2 focus-visible:outline-brand aria-[current=true]:ring-2 aria-[current=true]:ring-brand"
              >
                <Image
                  src={item.url}
                  alt=""
                  width={80}
                  height={52}
                  unoptimized
                  className="h-12 w-20 rounded-md object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
