import { useTranslations } from 'next-intl';
import { AppLink } from './app-link';

/** A record's side sheet's link to the record's own page, an address to send a colleague. */
export function OpenAsPageLink({ href }: { href: string }) {
  const t = useTranslations('common');
  return (
    <p className="-mt-2 mb-4 text-sm">
      <AppLink href={href} data-testid="open-as-page" className="text-brand-ink underline underline-offset-2">
        {t('openAsPage')}
      </AppLink>
    </p>
  );
}
