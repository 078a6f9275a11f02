import { isKnownHost } from '@/themes';
import { cardPaymentPath } from './paths';

// A host with an optional port and nothing else: no user info, path, or second host sneaks in.
const HOST_SHAPE = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * The absolute return URL for the payment gateway, built from the request's own Host, or null when
 * that Host is not one the theme registry knows: a forged Host must never become a link the bank
 * sends the agent to (the security suite's hostile-Host rule).
 */
export function cardPaymentReturnUrl(host: string | null | undefined, https: boolean, orderId: number): string | null {
  const value = host?.trim() ?? '';
  if (!HOST_SHAPE.test(value) || !isKnownHost(value)) return null;
  return `${https ? 'https' : 'http'}://${value.toLowerCase()}${cardPaymentPath(orderId)}`;
}
