import 'server-only';
import { exchangeRateSchema, navigationSchema, type ExchangeRate, type MenuItem } from '@/lib/schemas/core';
import { backendJson } from './client';

/** GET v1/core/navigation: the side-menu tree for the user's role. */
export async function getNavigation(): Promise<MenuItem[]> {
  return (await backendJson('v1/core/navigation', navigationSchema)).data;
}

/** GET v1/core/exchange_rate; every failure, 403 included, is the caller's (the widget says "unavailable"). */
export async function getExchangeRate(): Promise<ExchangeRate> {
  return backendJson('v1/core/exchange_rate', exchangeRateSchema, { handle: true });
}
