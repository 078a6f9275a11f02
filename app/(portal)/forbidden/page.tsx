import { forbidden } from 'next/navigation';

/**
 * The 403 page in the portal's chrome (app/(portal)/forbidden.tsx, status 403): proxy.ts renders it
 * at the address of a page outside the user's role (docs/architecture.md §1 "The route table").
 */
export default function ForbiddenPage(): never {
  forbidden();
}
