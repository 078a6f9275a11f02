/**
 * The 403 page in the portal's chrome, the one a backend 403 shows (../forbidden.tsx): proxy.ts
 * renders it, with the status 403, at the address of a page outside the user's role
 * (docs/architecture.md §1 "The route table"). Rendered, not thrown: a `forbidden()` thrown while
 * the server renders leaves the HTML's body empty until the script has run.
 */
export { default, generateMetadata } from '../forbidden';
