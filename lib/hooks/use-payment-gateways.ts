import type { output } from 'zod';
import { apiCall } from '@/lib/hooks/fetcher';
import type { messageResponseSchema } from '@/lib/schemas/auth';
import type { GatewayForm, gatewayResponseSchema } from '@/lib/schemas/gateways';

type GatewayAnswer = output<typeof gatewayResponseSchema>;

// Payment gateways (docs/product.md "Running the agency: the calls"). The pages are server-rendered
// and the browser caches none of them: the writes are plain functions (docs/architecture.md §10)
// and the list they lead back to is rendered afresh. The secret goes out only when typed and is
// never part of an answer.

/** POST payment/gateways */
export async function createGateway(form: GatewayForm) {
  return apiCall<GatewayAnswer>('/api/payment/gateways', { method: 'POST', json: form });
}

/** PATCH payment/gateways/{id}/update: a secret left out keeps the stored one. */
export async function updateGateway(id: number, form: GatewayForm) {
  return apiCall<GatewayAnswer>(`/api/payment/gateways/${id}/update`, { method: 'PATCH', json: form });
}

/** DELETE payment/gateways/{id}/delete */
export async function deleteGateway(id: number) {
  return apiCall<output<typeof messageResponseSchema>>(`/api/payment/gateways/${id}/delete`, { method: 'DELETE' });
}
