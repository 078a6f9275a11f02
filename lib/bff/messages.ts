import type { Locale } from '@/lib/i18n/locales';

/**
 * The BFF's own error texts. They reach users as alerts (docs/product.md §8: `{error, message}`), so
 * they follow the request's locale like everything else the user reads.
 */
export type BffMessageKey =
  | 'csrf'
  | 'notFound'
  | 'unauthorized'
  | 'sessionExpired'
  | 'unreachable'
  | 'timeout'
  | 'badGateway'
  | 'tooLarge'
  | 'logoutFailed'
  | 'invalidContacts'
  | 'invalidFields'
  | 'emptyBasket'
  | 'tooManyRequests';

type Text = { error: string; message: string };

const messages: Record<Locale, Record<BffMessageKey, Text>> = {
  en: {
    csrf: { error: 'Forbidden', message: 'The request was refused because it did not come from the portal.' },
    notFound: { error: 'Not found', message: 'This address is not available.' },
    unauthorized: { error: 'Unauthorized', message: 'Please sign in.' },
    sessionExpired: { error: 'Session expired', message: 'Your session has ended. Please sign in again.' },
    unreachable: {
      error: 'Service unavailable',
      message: 'The booking service cannot be reached. Please try again later.',
    },
    timeout: { error: 'Timeout', message: 'The booking service did not answer in time. Please try again.' },
    badGateway: { error: 'Bad gateway', message: 'The booking service gave an unexpected answer.' },
    tooLarge: { error: 'Payload too large', message: 'The request is too large.' },
    logoutFailed: {
      error: 'Logout failed',
      message: 'The booking service did not confirm the logout; you are signed out here.',
    },
    invalidContacts: { error: 'Validation error', message: 'Check the agency contacts for the PDF.' },
    invalidFields: { error: 'Validation failed', message: 'Please check the highlighted fields.' },
    emptyBasket: { error: 'Nothing to print', message: 'There are no saved offers to put in the PDF.' },
    tooManyRequests: {
      error: 'Too many requests',
      message: 'Too many attempts from your network. Try again {wait}.',
    },
  },
  ru: {
    csrf: { error: 'Доступ запрещён', message: 'Запрос отклонён: он отправлен не с портала.' },
    notFound: { error: 'Не найдено', message: 'Этот адрес недоступен.' },
    unauthorized: { error: 'Требуется вход', message: 'Пожалуйста, войдите в систему.' },
    sessionExpired: { error: 'Сессия завершена', message: 'Ваша сессия истекла. Войдите снова.' },
    unreachable: {
      error: 'Сервис недоступен',
      message: 'Сервис бронирования недоступен. Проверьте подключение и повторите позже.',
    },
    timeout: {
      error: 'Превышено время ожидания',
      message: 'Сервис бронирования не ответил вовремя. Повторите попытку.',
    },
    badGateway: { error: 'Ошибка шлюза', message: 'Сервис бронирования вернул неожиданный ответ.' },
    tooLarge: { error: 'Слишком большой запрос', message: 'Запрос слишком большой.' },
    logoutFailed: { error: 'Ошибка выхода', message: 'Сервис бронирования не подтвердил выход; на портале вы вышли.' },
    invalidContacts: { error: 'Ошибка проверки', message: 'Проверьте контакты агентства для PDF.' },
    invalidFields: { error: 'Ошибка проверки данных', message: 'Проверьте правильность заполнения полей.' },
    emptyBasket: { error: 'Нечего печатать', message: 'Нет сохранённых предложений для PDF.' },
    tooManyRequests: {
      error: 'Слишком много запросов',
      message: 'Слишком много попыток из вашей сети. Повторите {wait}.',
    },
  },
  ro: {
    csrf: { error: 'Acces interzis', message: 'Cererea a fost refuzată: nu provine din portal.' },
    notFound: { error: 'Nu a fost găsit', message: 'Această adresă nu este disponibilă.' },
    unauthorized: { error: 'Autentificare necesară', message: 'Vă rugăm să vă autentificați.' },
    sessionExpired: { error: 'Sesiune expirată', message: 'Sesiunea a expirat. Autentificați-vă din nou.' },
    unreachable: {
      error: 'Serviciu indisponibil',
      message: 'Serviciul de rezervări nu poate fi accesat. Verificați conexiunea și încercați mai târziu.',
    },
    timeout: { error: 'Timp expirat', message: 'Serviciul de rezervări nu a răspuns la timp. Încercați din nou.' },
    badGateway: { error: 'Eroare de gateway', message: 'Serviciul de rezervări a dat un răspuns neașteptat.' },
    tooLarge: { error: 'Cerere prea mare', message: 'Cererea este prea mare.' },
    logoutFailed: {
      error: 'Ieșire eșuată',
      message: 'Serviciul de rezervări nu a confirmat ieșirea; în portal ați ieșit.',
    },
    invalidContacts: { error: 'Eroare de validare', message: 'Verificați contactele agenției pentru PDF.' },
    invalidFields: { error: 'Date invalide', message: 'Verificați câmpurile completate.' },
    emptyBasket: { error: 'Nimic de tipărit', message: 'Nu există oferte salvate pentru PDF.' },
    tooManyRequests: {
      error: 'Prea multe cereri',
      message: 'Prea multe încercări din rețeaua dvs. Încercați din nou {wait}.',
    },
  },
  ua: {
    csrf: { error: 'Доступ заборонено', message: 'Запит відхилено: його надіслано не з порталу.' },
    notFound: { error: 'Не знайдено', message: 'Ця адреса недоступна.' },
    unauthorized: { error: 'Потрібен вхід', message: 'Будь ласка, увійдіть.' },
    sessionExpired: { error: 'Сесію завершено', message: 'Ваша сесія закінчилася. Увійдіть знову.' },
    unreachable: {
      error: 'Сервіс недоступний',
      message: 'Сервіс бронювання недоступний. Перевірте з’єднання та спробуйте пізніше.',
    },
    timeout: { error: 'Час очікування вичерпано', message: 'Сервіс бронювання не відповів вчасно. Спробуйте ще раз.' },
    badGateway: { error: 'Помилка шлюзу', message: 'Сервіс бронювання дав неочікувану відповідь.' },
    tooLarge: { error: 'Завеликий запит', message: 'Запит завеликий.' },
    logoutFailed: { error: 'Помилка виходу', message: 'Сервіс бронювання не підтвердив вихід; на порталі ви вийшли.' },
    invalidContacts: { error: 'Помилка перевірки', message: 'Перевірте контакти агентства для PDF.' },
    invalidFields: { error: 'Помилка перевірки даних', message: 'Перевірте правильність заповнення полів.' },
    emptyBasket: { error: 'Нічого друкувати', message: 'Немає збережених пропозицій для PDF.' },
    tooManyRequests: {
      error: 'Забагато запитів',
      message: 'Забагато спроб із вашої мережі. Спробуйте ще раз {wait}.',
    },
  },
};

export function bffMessage(locale: Locale, key: BffMessageKey): Text {
  return messages[locale][key];
}
