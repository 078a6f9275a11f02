'use client';

import { Button } from '@/components/ui/button';

/** Retry on an error page (docs/product.md §2): reload, or the boundary's own retry when given. */
export function RetryButton({ label, onRetry }: { label: string; onRetry?: () => void }) {
  return (
    <Button variant="secondary" onClick={() => (onRetry ? onRetry() : window.location.reload())}>
      {label}
    </Button>
  );
}
