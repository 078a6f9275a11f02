'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useForbiddenPage } from '@/lib/errors/forbidden-page';
import { TranslatedErrorView } from './route-error';

/** The page's content, or the 403 page once a call of this page was refused (lib/errors/forbidden-page.ts). */
export function ForbiddenSwitch({ children }: { children: ReactNode }) {
  const forbidden = useForbiddenPage(usePathname());
  return forbidden ? <TranslatedErrorView code="403" inline /> : children;
}
