import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { RetryButton } from './retry-button';

// Apart from ./error-view.tsx so app/global-error.tsx, which draws its own buttons, does not
// carry these (and the Button component) in its chunk on every page's first load.

/**
 * The ways out of an error page (docs/product.md §2, §8): Retry reloads the page, Home goes to `/`.
 * No Retry (`retryLabel` null) where reloading cannot help: a missing page, a refused permission.
 */
export function ErrorActions({ retryLabel, homeLabel }: { retryLabel: string | null; homeLabel: string }) {
  return (
    <>
      {retryLabel !== null && <RetryButton label={retryLabel} />}
      <AppLink href="/" className={buttonClass('primary')}>
        {homeLabel}
      </AppLink>
    </>
  );
}
