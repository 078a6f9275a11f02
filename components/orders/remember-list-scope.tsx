'use client';

import { useEffect } from 'react';
import { rememberScope, type ListScope, type ScopedList } from '@/lib/orders/list-scope';

/** Keeps the scope a list shows as the user's choice for their next visit (lib/orders/list-scope.ts). */
export function RememberListScope({ list, userId, scope }: { list: ScopedList; userId: number; scope: ListScope }) {
  useEffect(() => rememberScope(list, userId, scope), [list, userId, scope]);
  return null;
}
