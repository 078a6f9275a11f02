'use client';

import type { Order } from '@/lib/schemas/orders';

export interface AgencyEditProps {
  order: Order;
  /** Called with the order as the backend answers it after a successful PATCH. */
  onSaved: (order: Order) => void;
  onCancel: () => void;
}

/**
 * The order's "edit what the agency may edit" panel (GET/PATCH orders/{id}/agency_edit): check-in date,
 * tourists, contact and note, with the locked fields read-only. The order page renders it in place of
 * the order's details while editing. Being built by the booking work of issue 7 (it shares the
 * booking form's tourist fields); until then it renders nothing.
 */
export function AgencyEdit(props: AgencyEditProps) {
  void props;
  return null;
}
