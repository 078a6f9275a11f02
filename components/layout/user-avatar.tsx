import { Icon } from './icons';

/** The user's photo, or a neutral person icon when there is none (SPEC.md §2). */
export function UserAvatar({ src, alt, size = 'md' }: { src: string | null; alt: string; size?: 'sm' | 'md' | 'lg' }) {
  const box = { sm: 'size-8', md: 'size-10', lg: 'size-14' }[size];
  if (src) {
    // Avatars come from the booking backend's own host; next/image would need that host configured.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt={alt} className={`${box} shrink-0 rounded-full object-cover ring-2 ring-white`} data-testid="user-avatar" />;
  }
  return (
    // With no alt text the avatar is decoration next to the user's name: hidden, not an unnamed image.
    <span role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true} data-testid="user-avatar" className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-500 ring-2 ring-white`}>
      <Icon name="user" className={size === 'lg' ? 'size-8' : 'size-5'} />
    </span>
  );
}
