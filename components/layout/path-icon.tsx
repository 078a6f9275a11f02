import type { SVGProps } from 'react';

/**
 * One 24×24 outline path drawn with currentColor. Its own module, without the icon table of
 * ./icons.tsx: client code that draws one icon does not carry all the others' paths.
 */
export function PathIcon({
  d,
  className = 'size-5',
  ...rest
}: { d: string } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}
