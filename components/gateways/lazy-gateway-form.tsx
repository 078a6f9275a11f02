'use client';

import { lazy } from 'react';
import { LazyForm } from '@/components/ui/lazy-form';
import type { GatewayFormProps } from './gateway-form';

// The form's react-hook-form and zod load after the page (components/ui/lazy-form.tsx).
const GatewayForm = lazy(() => import('./gateway-form').then((module) => ({ default: module.GatewayForm })));

/** The gateway form, loaded after the page. */
export function LazyGatewayForm(props: GatewayFormProps) {
  return (
    <LazyForm testId="gateway-form-loading" className="h-[30rem] max-w-2xl">
      <GatewayForm {...props} />
    </LazyForm>
  );
}
