'use client';

import { lazyForm } from '@/components/ui/lazy-form';
import type { DeskTicketOrderFormProps } from './desk-ticket-order-form';
import type { AtsBookedOrderForm } from './ats-booked-order-form';
import type { ComponentProps } from 'react';

/** The manual order's form, its react-hook-form and zod loaded after the page (components/ui/lazy-form.tsx). */
export const LazyDeskTicketOrderForm = lazyForm<DeskTicketOrderFormProps>(
  () => import('./desk-ticket-order-form').then((module) => module.DeskTicketOrderForm),
  {
    testId: 'ats-order-form-loading',
    className: 'h-[60rem] max-w-4xl',
  },
);

/** A portal booking's sales fields' form, loaded the same way. */
export const LazyAtsBookedOrderForm = lazyForm<ComponentProps<typeof AtsBookedOrderForm>>(
  () => import('./ats-booked-order-form').then((module) => module.AtsBookedOrderForm),
  {
    testId: 'ats-order-form-loading',
    className: 'h-[30rem] max-w-3xl',
  },
);
