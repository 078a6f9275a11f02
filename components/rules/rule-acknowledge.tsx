'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { acknowledgeRule } from '@/lib/hooks/use-rules';

/**
 * "I have read this" for a mandatory rule: POST v1/rules/{id}/acknowledge, then the server
 * renders the page again, which shows when it was acknowledged (and the list's badges agree).
 * The label comes from the server page, so the rules' texts stay out of the portal's client catalogue.
 */
export function RuleAcknowledge({ id, label }: { id: number; label: string }) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [error, setError] = useState<unknown>(null);

  const acknowledge = async () => {
    setSending(true);
    setError(null);
    try {
      await acknowledgeRule(id);
      startRefresh(() => router.refresh());
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button data-testid="rule-acknowledge" loading={sending || refreshing} onClick={() => void acknowledge()}>
        {label}
      </Button>
      <ApiErrorAlert error={error} />
    </div>
  );
}
