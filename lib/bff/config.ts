import type { SessionConfig } from '@/lib/session';
import type { PortalLimits } from './limits';
import type { SharedStore } from './shared-store';
import type { FetchLike } from './upstream';

export interface BffConfig {
  /** Booking backend origin without `/api`, e.g. http://127.0.0.1:4000. */
  backendUrl: string;
  /** Wait for the backend's answer headers; 60 s by docs/product.md §9. */
  timeoutMs: number;
  session: SessionConfig;
  /** Injected in unit tests; the global fetch otherwise. */
  fetch?: FetchLike;
  /** Request body cap; MAX_REQUEST_BODY_BYTES by default. */
  maxBodyBytes?: number;
  /** Body cap of the image uploads (allowlist rules marked `upload`); UPLOAD_BODY_LIMIT_BYTES by default. */
  maxUploadBytes?: number;
  /** Proactive refresh window; REFRESH_AHEAD_MS by default. */
  refreshAheadMs?: number;
  /** Single-flight result cache; REFRESH_CACHE_MS by default. */
  refreshCacheMs?: number;
  /** The portal's own limits (limits.ts); a fresh in-memory set for this handler by default. */
  limits?: PortalLimits;
  /** Where replicas share the refresh lock (refresh.ts); none: the in-process single flight alone. */
  sharedStore?: SharedStore;
  /** Add a Server-Timing header with the handler's stages (BFF_TIMING=1; off by default). */
  timing?: boolean;
}

/** Where the browser goes when the session is gone. */
export const LOGIN_PATH = '/auth/login';
