'use client';

import { lazyForm } from '@/components/ui/lazy-form';
import type { SubpartitionFormProps } from './subpartition-form';

/** The sub-partition form, its react-hook-form and zod loaded after the page (components/ui/lazy-form.tsx). */
export const LazySubpartitionForm = lazyForm<SubpartitionFormProps>(
  () => import('./subpartition-form').then((module) => module.SubpartitionForm),
  {
    testId: 'subpartition-form-loading',
    className: 'h-[28rem] max-w-2xl',
  },
);
