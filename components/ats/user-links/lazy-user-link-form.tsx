'use client';

import { lazyForm } from '@/components/ui/lazy-form';
import type { UserLinkFormProps } from './user-link-form';

/** The linked user's form, its react-hook-form and zod loaded after the page (components/ui/lazy-form.tsx). */
export const LazyUserLinkForm = lazyForm<UserLinkFormProps>(
  () => import('./user-link-form').then((module) => module.UserLinkForm),
  {
    testId: 'user-link-form-loading',
    className: 'h-[26rem] max-w-2xl',
  },
);
