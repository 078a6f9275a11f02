import { notFound } from 'next/navigation';

/**
 * Any address no route claims. proxy.ts has already sent a visitor without a session to the
 * login page, so whoever gets here is signed in: the 404 page renders inside the portal's chrome
 * (app/(portal)/not-found.tsx) rather than as the bare root one.
 */
export default function UnknownPath(): never {
  notFound();
}
