'use client';

import { lazy } from 'react';
import { LazyForm } from '@/components/ui/lazy-form';
import type { SubpartitionFormProps } from './subpartition-form';

// The form's react-hook-form and zod load after the page (components/ui/lazy-form.tsx).
const SubpartitionForm = lazy(() => import('./subpartition-form').then((module) => ({ default: module.SubpartitionForm })));

/** The sub-partition form, loaded after the page. */
export function LazySubpartitionForm(props: SubpartitionFormProps) {
  return (
    <LazyForm testId="subpartition-form-loading" className="h-[28rem] max-w-2xl">
      <SubpartitionForm {...props} />
    </LazyForm>
  );
}
