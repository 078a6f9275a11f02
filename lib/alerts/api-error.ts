import { chunkLoadInfo } from '@/lib/errors/page-error';
import { ApiRequestError } from '@/lib/hooks/api-request-error';
import type { AlertInput } from './store';

/** The texts an API failure is shown with when the backend gave none (keys of the `errors` namespace). */
export type ErrorText = (key: 'networkTitle' | '888' | 'requestFailed' | '999') => string;

/**
 * docs/product.md §8 as an alert: the backend's `error` as title and `message` as text; a missing answer
 * (888), a gateway failure or code that could not be fetched (a lazily loaded part, offline) as
 * the localized "check your internet connection"; anything else as the generic 999 text. Same
 * rules as the inline ApiErrorAlert.
 */
export function apiErrorToAlert(error: unknown, t: ErrorText): AlertInput {
  const unreachable =
    error instanceof ApiRequestError && (error.isNetworkError || error.status === 502 || error.status === 504);
  if (unreachable || chunkLoadInfo(error)) {
    return { type: 'error', title: t('networkTitle'), message: t('888') };
  }
  if (error instanceof ApiRequestError && (error.error || error.message)) {
    return { type: 'error', title: error.error || t('requestFailed'), message: error.message };
  }
  return { type: 'error', title: t('requestFailed'), message: t('999') };
}
