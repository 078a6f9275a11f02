import { z } from 'zod';
import { apiCall } from '@/lib/hooks/fetcher';
import { gatewayResponseSchema, type GatewayForm } from '@/lib/schemas/gateways';

// Payment gateways (docs/product.md "Running the agency: the calls"). The pages are server-rendered
// and the browser caches none of them: the writes are plain functions (docs/architecture.md §10)
// and the list they lead back to is rendered afresh. The secret goes out only when typed and is
// never part of an answer.

/** POST payment/gateways */
export async function createGateway(form: GatewayForm) {
  return apiCall('/api/payment/gateways', gatewayResponseSchema, { method: 'POST', json: form });
}

/** PATCH payment/gateways/{id}/update: a secret left out keeps the stored one. */
export async function updateGateway(id: number, form: GatewayForm) {
  return apiCall(`/api/payment/gateways/${id}/update`, gatewayResponseSchema, { method: 'PATCH', json: form });
}

/** DELETE payment/gateways/{id}/delete */
export async function deleteGateway(id: number) {
  return apiCall(`/api/payment/gateways/${id}/delete`, z.object({ message: z.string() }), { method: 'DELETE' });
}
