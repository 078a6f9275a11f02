import { PathIcon } from './path-icon';

/** The person icon's path; kept here (icons.tsx takes it from here) so the avatar, in every page's first load, does not bring the icon table. */
export const USER_ICON_PATH = 'M16 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0ZM4.5 20.5a7.5 7.5 0 0 1 15 0';

/** The user's photo, or a neutral person icon when there is none (docs/product.md §2). */
export function UserAvatar({ src, alt, size = 'md' }: { src: string | null; alt: string; size?: 'sm' | 'md' | 'lg' }) {
  const box = { sm: 'size-8', md: 'size-10', lg: 'size-14' }[size];
  if (src) {
    // Avatars come from the booking backend's own host; next/image would need that host configured.
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={src}
        alt={alt}
        className={`${box} shrink-0 rounded-full object-cover ring-2 ring-white`}
        data-testid="user-avatar"
      />
    );
  }
  return (
    // With no alt text the avatar is decoration next to the user's name: hidden, not an unnamed image.
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-testid="user-avatar"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-500 ring-2 ring-white`}
    >
      <PathIcon d={USER_ICON_PATH} className={size === 'lg' ? 'size-8' : 'size-5'} />
    </span>
  );
}
