import type { Notification } from '@/lib/schemas/notifications';
import type { Role } from '../roles';

type Category = Notification['category'];
type SeedNotification = Omit<Notification, 'id' | 'was_read'> & { read: boolean };

export const CATEGORY_COLORS: Record<Category, string> = {
  general: '#2563eb',
  orders: '#059669',
  payments: '#d97706',
  news: '#7c3aed',
  popup: '#db2777',
  critical: '#dc2626',
};

const HOTELS = [
  'Rixos Premium Belek 5*',
  'Titanic Beach Lara 5*',
  'Iberostar Selection Sharm 5*',
  'Aegean Blue Hotel 4*',
  'Delphin Imperial 5*',
  'Mitsis Rodos Village 5*',
  'Sunrise Arabian Beach 5*',
  'Hotel Perla Bulgaria 4*',
];
const FLIGHTS = ['H4 1401', 'RO 204', 'FB 657', 'PS 9713', 'W6 3721', '9U 1781'];

const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;

type Template = (n: { order: number; hotel: string; flight: string; date: string; amount: number }) => {
  subject: string;
  message: string;
};

const TEMPLATES: Record<Exclude<Category, 'popup' | 'critical'>, Template[]> = {
  orders: [
    (n) => ({
      subject: `Заказ №${n.order} подтверждён`,
      message: `<p>Туроператор подтвердил заказ <b>№${n.order}</b>: ${n.hotel}, заезд ${n.date}. Документы доступны в <a href="/orders">журнале заказов</a>.</p>`,
    }),
    (n) => ({
      subject: `Изменение времени вылета по заказу №${n.order}`,
      message: `<p>Рейс <b>${n.flight}</b> (${n.date}) переносится на 2 часа 15 минут позже. Пожалуйста, предупредите туристов.</p>`,
    }),
    (n) => ({
      subject: `Заказ №${n.order} ожидает оплаты`,
      message: `<p>Оплатите заказ <b>№${n.order}</b> до ${n.date}, иначе бронирование будет аннулировано.</p>`,
    }),
  ],
  payments: [
    (n) => ({
      subject: `Оплата по заказу №${n.order} получена`,
      message: `<p>Поступила оплата <b>${n.amount} EUR</b> по заказу №${n.order}. Спасибо!</p>`,
    }),
    (n) => ({
      subject: 'Начислен бонус агентству',
      message: `<p>По заказу №${n.order} начислен бонус <b>${Math.round(n.amount * 0.03)} EUR</b>. Подробнее в <a href="/orders/bonuses">журнале бонусов</a>.</p>`,
    }),
  ],
  news: [
    () => ({
      subject: 'Новые отели в Анталии',
      message: '<p>В поиск добавлены 12 новых отелей в Кемере и Сиде. <a href="/publications">Читать новость</a>.</p>',
    }),
    (n) => ({
      subject: 'Чартеры в Шарм-эль-Шейх из Кишинёва',
      message: `<p>С ${n.date} открыты продажи чартерной программы <b>Кишинёв — Шарм-эль-Шейх</b>, вылеты по вторникам и субботам.</p>`,
    }),
    () => ({
      subject: 'Раннее бронирование: Греция',
      message: '<p>Скидки до <b>25%</b> на отели Крита и Родоса при бронировании до конца месяца.</p>',
    }),
  ],
  general: [
    (n) => ({
      subject: 'Плановые технические работы',
      message: `<p>${n.date} с 02:00 до 04:00 портал может быть недоступен из-за плановых работ.</p>`,
    }),
    () => ({
      subject: 'Обновлены правила аннуляции',
      message: '<p>Ознакомьтесь с обновлёнными <a href="/rules">правилами</a> аннуляции для регулярных рейсов: такие тарифы невозвратные.</p>',
    }),
  ],
};

const POPUP: Template = () => ({
  subject: 'Важно: требования к паспортам для Египта',
  message: '<p>Для въезда в Египет паспорт туриста должен быть действителен не менее <b>6 месяцев</b> с даты окончания поездки.</p>',
});

const CRITICAL: Template = () => ({
  subject: 'Срочно: обновите реквизиты агентства',
  message: '<p>Реквизиты агентства в договоре устарели. Обновите их в разделе <a href="/agency">Управление агентством</a>, иначе бронирование будет приостановлено.</p>',
});

const CYCLE: Array<keyof typeof TEMPLATES> = ['orders', 'general', 'payments', 'news', 'orders', 'payments', 'orders', 'news'];
export const NOTIFICATIONS_PER_USER = 25;

/**
 * A fixed pattern per user, dated back from `base`. Unread: the newest five for the agent
 * (one of them a popup), the newest three for everyone else; the one unread critical notice
 * goes only to the director, so the agent's flows are never behind a full-screen modal.
 */
export function notificationsFor(userIndex: number, role: Role, base: Date): SeedNotification[] {
  const unread = role === 'agent' ? 5 : 3;
  const items: SeedNotification[] = [];
  for (let i = 0; i < NOTIFICATIONS_PER_USER; i++) {
    const created = new Date(base.getTime() - (i * 7 + userIndex) * 3600_000 - i * 11 * 60_000);
    const later = new Date(created.getTime() + (3 + (i % 9)) * 86_400_000);
    const params = {
      order: 240_150 + userIndex * 100 + (NOTIFICATIONS_PER_USER - i),
      hotel: HOTELS[(i + userIndex) % HOTELS.length] ?? 'Hotel',
      flight: FLIGHTS[(i + userIndex) % FLIGHTS.length] ?? 'H4 1401',
      date: ddmmyyyy(later),
      amount: 650 + ((i * 137 + userIndex * 59) % 1900),
    };
    const cycled = CYCLE[i % CYCLE.length] ?? 'general';
    const cycledTemplates = TEMPLATES[cycled];
    let category: Category = cycled;
    let template: Template = cycledTemplates[(Math.floor(i / CYCLE.length) + i) % cycledTemplates.length] ?? POPUP;
    if (role === 'agent' && i === 1) [category, template] = ['popup', POPUP];
    if (role === 'agency_director' && i === 0) [category, template] = ['critical', CRITICAL];
    const text = template(params);
    items.push({
      ...text,
      category,
      color: CATEGORY_COLORS[category],
      created_at: created.toISOString(),
      read: i >= unread,
    });
  }
  return items;
}
