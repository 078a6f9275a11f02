// The texts of app/global-error.tsx in the languages other than the default (ru, which that file
// keeps for its server render and as the fallback). Fetched only when the root layout has failed
// for a user of another language: three languages of a page almost nobody sees would otherwise be
// first-load JavaScript on every page (docs/performance.md).
import type { Locale } from '@/lib/i18n/locales';
import type { GlobalErrorTexts } from './global-error';

export const texts: Partial<Record<Locale, GlobalErrorTexts>> = {
  en: {
    title: 'Something went wrong',
    message: 'We are aware of the issue and working to fix it. Please refresh or come back later.',
    retry: 'Retry',
    home: 'Return to Home',
    image: 'A warning sign',
  },
  ro: {
    title: 'Ceva nu a funcționat',
    message:
      'Știm despre problemă și lucrăm la remedierea ei. Vă rugăm să reîmprospătați pagina sau să reveniți mai târziu.',
    retry: 'Reîncearcă',
    home: 'Înapoi la pagina principală',
    image: 'Un semn de avertizare',
  },
  ua: {
    title: 'Щось пішло не так',
    message:
      'Ми знаємо про проблему і працюємо над її усуненням. Будь ласка, оновіть сторінку або поверніться пізніше.',
    retry: 'Повторити',
    home: 'На головну',
    image: 'Попереджувальний знак',
  },
};
