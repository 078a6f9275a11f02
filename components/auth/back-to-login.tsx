import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';

export function BackToLogin({ inline = false }: { inline?: boolean }) {
  const t = useTranslations('common');
  return (
    <p className={inline ? 'text-center text-sm' : 'mt-6 text-center text-sm'}>
      <AppLink
        href="/auth/login"
        className="font-medium text-brand-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand"
      >
        ← {t('backToLogin')}
      </AppLink>
    </p>
  );
}
