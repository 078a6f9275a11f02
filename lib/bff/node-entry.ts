/**
 * The entry of `.next/standalone/bff.mjs`, the BFF bundle server.mjs imports (scripts/bff-bundle.mjs
 * builds it after `next build`; docs/architecture.md §9). The bundler fills in the files of the
 * build's app/api tree, from which the /api/ routes that stay with Next are read.
 */
import { bffFromEnv } from './from-env';
import { nextApiRoutes as routesOf, type ApiRoute } from './next-api-routes';
import { createNodeBff, type NodeBff } from './node-handler';

declare const __APP_API_FILES__: string[];

/** The /api/ routes this bundle leaves to Next. */
export const nextApiRoutes: readonly ApiRoute[] = routesOf(__APP_API_FILES__);

/** The BFF's Node handler for a server bound to `origin` (`http://<address>:<port>`). */
export function createBff({ origin }: { origin: string }): NodeBff {
  return createNodeBff({ handler: bffFromEnv, origin, nextApiRoutes });
}
