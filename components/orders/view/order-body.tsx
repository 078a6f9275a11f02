'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import type { Order } from '@/lib/schemas/orders';
import { OrderView } from './order-view';

// The edit form (tourist fields, masks, validation) is the heaviest part of the order: loaded
// only when the agent presses Edit, not with the journal or the order's page.
const AgencyEdit = dynamic(() => import('../edit/agency-edit').then((module) => module.AgencyEdit), {
  loading: () => <div aria-busy="true" className="h-40" />,
});

/** An order's content, in the journal's side sheet and on its own page (`/orders/{id}`): the view, or its edit form. */
export function OrderBody({ order }: { order: Order }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return <AgencyEdit order={order} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} />;
  }
  return <OrderView order={order} onEdit={() => setEditing(true)} />;
}
