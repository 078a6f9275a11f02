# The agency portal as a container image (docs/deployment.md):
#   docker build -t agency-portal .                                   # the portal (default target)
#   docker build --target demo-backend -t agency-portal-demo-backend .  # the demo booking backend
# The portal image holds only Next's standalone server: no source, no dev dependencies, and none
# of the demo backend's packages (demo-backend/ is a workspace with its own package.json).

# Node 24: the LTS line supported longest (to April 2028); Node 20, which the tests also run on,
# reached its end of life in April 2026. The product needs Node ^20.19, ^22.13 or >= 24 (package.json engines).
ARG NODE_VERSION=24

# ── deps: every dependency, dev ones included, because the build needs TypeScript and Tailwind,
# and the demo backend's too: `next build` type-checks the whole checkout, demo-backend/ with it.
# The full Debian image has python3, make and g++ for better-sqlite3 when no prebuilt binary fits.
FROM node:${NODE_VERSION}-bookworm AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY demo-backend/package.json ./demo-backend/
RUN npm ci --no-audit --no-fund

# ── build: `npm run build` is `next build` plus scripts/standalone-assets.mjs, which copies
# .next/static and public/ into .next/standalone and bundles the BFF beside server.mjs (bff.mjs);
# next.config.ts traces assets/fonts (the PDF's TTFs) into it. server.js is Next's own entry
# (PORTAL_SERVER=next). The checks fail the image build if any of that drifts.
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm run build \
 && test -f .next/standalone/server.mjs \
 && test -f .next/standalone/server-static.mjs \
 && test -f .next/standalone/server-guard.mjs \
 && test -f .next/standalone/bff.mjs \
 && test -f .next/standalone/server.js \
 && test -f .next/standalone/.next/BUILD_ID \
 && test -d .next/standalone/.next/static \
 && test -d .next/standalone/public/themes \
 && test -f .next/standalone/assets/fonts/DejaVuSans.ttf \
 && test -f .next/standalone/assets/fonts/DejaVuSans-Bold.ttf \
 && test ! -e .next/standalone/node_modules/better-sqlite3 \
 && test ! -e .next/standalone/node_modules/fastify

# ── demo-backend: the demo booking backend (Fastify + SQLite), for trying the product, never for
# production. Run with tsx like `npm run backend`. Only its own workspace's production
# dependencies, installed from the one lockfile; none of the portal's.
FROM node:${NODE_VERSION}-bookworm AS demo-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY demo-backend/package.json ./demo-backend/
RUN npm ci --workspace demo-backend --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS demo-backend
WORKDIR /app
ENV NODE_ENV=production \
    DEMO_BACKEND_HOST=0.0.0.0 \
    DEMO_BACKEND_PORT=4000 \
    DEMO_DB_PATH=/data/demo.sqlite
COPY --from=demo-deps /app/node_modules ./node_modules
# tsconfig.json maps `@/` to the checkout's root for tsx.
COPY tsconfig.json ./
COPY demo-backend/package.json ./demo-backend/
COPY demo-backend/src ./demo-backend/src
# What it shares with the portal and nothing else of it: the wire schemas, the shared rules (the
# portal's hosts among them, from the theme registry), and the formatting, locales and catalogues
# its documents are worded with (tests/unit/deploy/dockerfile.test.ts
# follows the imports), and the PDF fonts.
COPY lib/schemas ./lib/schemas
COPY lib/shared ./lib/shared
COPY lib/format ./lib/format
COPY lib/i18n/locales.ts ./lib/i18n/locales.ts
COPY lib/i18n/catalogues.ts ./lib/i18n/catalogues.ts
COPY lib/search/date-range.ts ./lib/search/date-range.ts
COPY themes/registry.ts ./themes/registry.ts
COPY themes/types.ts ./themes/types.ts
COPY messages ./messages
COPY assets/fonts ./assets/fonts
# The database is created and seeded on first start; /data is the only writable place.
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.DEMO_BACKEND_PORT || 4000) + '/__demo/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "node_modules/tsx/dist/cli.mjs", "demo-backend/src/main.ts"]

# ── runtime: the portal. Last, so a plain `docker build .` makes this image.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    NEXT_TELEMETRY_DISABLED=1
# Owned by root and read-only to the server; only Next's cache (next/image) is writable.
COPY --from=build /app/.next/standalone ./
RUN mkdir -p .next/cache && chown node:node .next/cache
USER node
EXPOSE 3000
# Slim images have no curl; Node's fetch asks the same liveness route a load balancer would.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server.mjs, the portal's entry (it answers the BFF before Next's router; `-e PORTAL_SERVER=next`
# runs Next's own server.js instead), handles SIGTERM itself (exit 143, as Next's server.js), so
# node can be PID 1 without an init and `docker stop` does not wait for its SIGKILL.
CMD ["node", "server.mjs"]
