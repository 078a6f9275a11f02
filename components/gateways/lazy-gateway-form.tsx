'use client';

import { lazyForm } from '@/components/ui/lazy-form';
import type { GatewayFormProps } from './gateway-form';

/** The gateway form, its react-hook-form and zod loaded after the page (components/ui/lazy-form.tsx). */
export const LazyGatewayForm = lazyForm<GatewayFormProps>(
  () => import('./gateway-form').then((module) => module.GatewayForm),
  {
    testId: 'gateway-form-loading',
    className: 'h-[30rem] max-w-2xl',
  },
);
