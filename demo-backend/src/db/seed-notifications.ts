import type { Notification } from '@/lib/schemas/notifications';
import { PAYABLE_STATUSES, type OrderStatus } from '@/lib/schemas/order-status';
import { LOCALES, type Locale } from '../i18n';
import type { Db } from './open';
import { DEMO_AGENCY, DEMO_USERS } from './seed-data';
import type { Role } from '../roles';

type Category = Notification['category'];
type SeedNotification = Omit<Notification, 'id' | 'was_read' | 'subject' | 'message'> & { texts: Texts; read: boolean };

export const CATEGORY_COLORS: Record<Category, string> = {
  general: '#2563eb',
  orders: '#059669',
  payments: '#d97706',
  news: '#7c3aed',
  popup: '#db2777',
  critical: '#dc2626',
};

/** A seeded notification's text in each of the portal's languages (docs/product.md §10). */
export type Texts = Record<Locale, { subject: string; message: string }>;

/** What a notification about an order says of it: a real order of the user's journal. */
export interface OrderRef {
  id: number;
  number: string;
  status: OrderStatus;
  hotel: string;
  flight: string;
  check_in: string;
  /** What the agency has paid for it, and its bonus if it earned one (EUR). */
  paid: number;
  bonus: number | null;
}

const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
const dateOf = (iso: string) => ddmmyyyy(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

type Params = { order: OrderRef; link: string; date: string; checkIn: string; amount: string; bonus: string };
type Template = (n: Params) => Texts;

const TEMPLATES: Record<Exclude<Category, 'popup' | 'critical'>, Template[]> = {
  orders: [
    (n) => ({
      ru: {
        subject: `Заказ ${n.order.number} подтверждён`,
        message: `<p>Туроператор подтвердил заказ <a href="${n.link}">${n.order.number}</a>: ${n.order.hotel}, заезд ${n.checkIn}. Документы доступны в журнале заказов.</p>`,
      },
      ro: {
        subject: `Comanda ${n.order.number} a fost confirmată`,
        message: `<p>Operatorul a confirmat comanda <a href="${n.link}">${n.order.number}</a>: ${n.order.hotel}, cazare din ${n.checkIn}. Documentele sunt în jurnalul comenzilor.</p>`,
      },
      en: {
        subject: `Order ${n.order.number} confirmed`,
        message: `<p>The tour operator has confirmed order <a href="${n.link}">${n.order.number}</a>: ${n.order.hotel}, check-in ${n.checkIn}. The documents are in the order journal.</p>`,
      },
      ua: {
        subject: `Замовлення ${n.order.number} підтверджено`,
        message: `<p>Туроператор підтвердив замовлення <a href="${n.link}">${n.order.number}</a>: ${n.order.hotel}, заїзд ${n.checkIn}. Документи доступні в журналі замовлень.</p>`,
      },
    }),
    (n) => ({
      ru: {
        subject: `Изменение времени вылета по заказу ${n.order.number}`,
        message: `<p>Рейс <b>${n.order.flight}</b> по заказу <a href="${n.link}">${n.order.number}</a> переносится на 2 часа 15 минут позже. Пожалуйста, предупредите туристов.</p>`,
      },
      ro: {
        subject: `Ora zborului s-a schimbat pentru comanda ${n.order.number}`,
        message: `<p>Zborul <b>${n.order.flight}</b> din comanda <a href="${n.link}">${n.order.number}</a> pleacă cu 2 ore și 15 minute mai târziu. Vă rugăm să anunțați turiștii.</p>`,
      },
      en: {
        subject: `New departure time for order ${n.order.number}`,
        message: `<p>Flight <b>${n.order.flight}</b> of order <a href="${n.link}">${n.order.number}</a> leaves 2 hours 15 minutes later. Please let the tourists know.</p>`,
      },
      ua: {
        subject: `Зміна часу вильоту за замовленням ${n.order.number}`,
        message: `<p>Рейс <b>${n.order.flight}</b> за замовленням <a href="${n.link}">${n.order.number}</a> переноситься на 2 години 15 хвилин пізніше. Будь ласка, попередьте туристів.</p>`,
      },
    }),
    (n) => ({
      ru: {
        subject: `Заказ ${n.order.number} ожидает оплаты`,
        message: `<p>Оплатите заказ <a href="${n.link}">${n.order.number}</a> до ${n.date}, иначе бронирование будет аннулировано.</p>`,
      },
      ro: {
        subject: `Comanda ${n.order.number} așteaptă plata`,
        message: `<p>Achitați comanda <a href="${n.link}">${n.order.number}</a> până la ${n.date}, altfel rezervarea va fi anulată.</p>`,
      },
      en: {
        subject: `Order ${n.order.number} awaits payment`,
        message: `<p>Pay order <a href="${n.link}">${n.order.number}</a> by ${n.date}, or the booking will be cancelled.</p>`,
      },
      ua: {
        subject: `Замовлення ${n.order.number} очікує оплати`,
        message: `<p>Сплатіть замовлення <a href="${n.link}">${n.order.number}</a> до ${n.date}, інакше бронювання буде анульовано.</p>`,
      },
    }),
  ],
  payments: [
    (n) => ({
      ru: {
        subject: `Оплата по заказу ${n.order.number} получена`,
        message: `<p>Поступила оплата <b>${n.amount} EUR</b> по заказу <a href="${n.link}">${n.order.number}</a>. Спасибо!</p>`,
      },
      ro: {
        subject: `Plata pentru comanda ${n.order.number} a fost primită`,
        message: `<p>Am primit plata de <b>${n.amount} EUR</b> pentru comanda <a href="${n.link}">${n.order.number}</a>. Mulțumim!</p>`,
      },
      en: {
        subject: `Payment for order ${n.order.number} received`,
        message: `<p>We have received <b>${n.amount} EUR</b> for order <a href="${n.link}">${n.order.number}</a>. Thank you!</p>`,
      },
      ua: {
        subject: `Оплату за замовленням ${n.order.number} отримано`,
        message: `<p>Надійшла оплата <b>${n.amount} EUR</b> за замовленням <a href="${n.link}">${n.order.number}</a>. Дякуємо!</p>`,
      },
    }),
    (n) => ({
      ru: {
        subject: 'Начислен бонус агентству',
        message: `<p>По заказу <a href="${n.link}">${n.order.number}</a> начислен бонус <b>${n.bonus} EUR</b>. Подробнее в <a href="/orders/bonuses">журнале бонусов</a>.</p>`,
      },
      ro: {
        subject: 'Agenția a primit un bonus',
        message: `<p>Pentru comanda <a href="${n.link}">${n.order.number}</a> s-a acordat un bonus de <b>${n.bonus} EUR</b>. Detalii în <a href="/orders/bonuses">jurnalul bonusurilor</a>.</p>`,
      },
      en: {
        subject: 'Bonus credited to the agency',
        message: `<p>Order <a href="${n.link}">${n.order.number}</a> earned a bonus of <b>${n.bonus} EUR</b>. See the <a href="/orders/bonuses">bonus journal</a>.</p>`,
      },
      ua: {
        subject: 'Агентству нараховано бонус',
        message: `<p>За замовленням <a href="${n.link}">${n.order.number}</a> нараховано бонус <b>${n.bonus} EUR</b>. Докладніше в <a href="/orders/bonuses">журналі бонусів</a>.</p>`,
      },
    }),
  ],
  news: [
    () => ({
      ru: { subject: 'Новые отели в Анталии', message: '<p>В поиск добавлены 12 новых отелей в Кемере и Сиде. <a href="/publications">Читать новость</a>.</p>' },
      ro: { subject: 'Hoteluri noi în Antalya', message: '<p>Căutarea are 12 hoteluri noi în Kemer și Side. <a href="/publications">Citiți știrea</a>.</p>' },
      en: { subject: 'New hotels in Antalya', message: '<p>12 new hotels in Kemer and Side are now in the search. <a href="/publications">Read the news</a>.</p>' },
      ua: { subject: 'Нові готелі в Анталії', message: '<p>До пошуку додано 12 нових готелів у Кемері та Сіде. <a href="/publications">Читати новину</a>.</p>' },
    }),
    (n) => ({
      ru: {
        subject: 'Чартеры в Шарм-эль-Шейх из Кишинёва',
        message: `<p>С ${n.date} открыты продажи чартерной программы <b>Кишинёв — Шарм-эль-Шейх</b>, вылеты по вторникам и субботам.</p>`,
      },
      ro: {
        subject: 'Charter Chișinău — Sharm el-Sheikh',
        message: `<p>Din ${n.date} se vând locuri în programul charter <b>Chișinău — Sharm el-Sheikh</b>, zboruri marțea și sâmbăta.</p>`,
      },
      en: {
        subject: 'Charters from Chișinău to Sharm el-Sheikh',
        message: `<p>From ${n.date} the <b>Chișinău — Sharm el-Sheikh</b> charter programme is on sale, with flights on Tuesdays and Saturdays.</p>`,
      },
      ua: {
        subject: 'Чартери до Шарм-ель-Шейха з Кишинева',
        message: `<p>З ${n.date} відкрито продаж чартерної програми <b>Кишинів — Шарм-ель-Шейх</b>, вильоти щовівторка та щосуботи.</p>`,
      },
    }),
    () => ({
      ru: { subject: 'Раннее бронирование: Греция', message: '<p>Скидки до <b>25%</b> на отели Крита и Родоса при бронировании до конца месяца.</p>' },
      ro: { subject: 'Rezervare timpurie: Grecia', message: '<p>Reduceri de până la <b>25%</b> la hotelurile din Creta și Rodos pentru rezervările făcute până la sfârșitul lunii.</p>' },
      en: { subject: 'Early booking: Greece', message: '<p>Up to <b>25%</b> off hotels on Crete and Rhodes when booked by the end of the month.</p>' },
      ua: { subject: 'Раннє бронювання: Греція', message: '<p>Знижки до <b>25%</b> на готелі Криту та Родосу при бронюванні до кінця місяця.</p>' },
    }),
  ],
  general: [
    (n) => ({
      ru: { subject: 'Плановые технические работы', message: `<p>${n.date} с 02:00 до 04:00 портал может быть недоступен из-за плановых работ.</p>` },
      ro: { subject: 'Lucrări tehnice planificate', message: `<p>Pe ${n.date}, între 02:00 și 04:00, portalul poate fi indisponibil din cauza lucrărilor planificate.</p>` },
      en: { subject: 'Planned maintenance', message: `<p>On ${n.date} from 02:00 to 04:00 the portal may be unavailable for planned maintenance.</p>` },
      ua: { subject: 'Планові технічні роботи', message: `<p>${n.date} з 02:00 до 04:00 портал може бути недоступний через планові роботи.</p>` },
    }),
    () => ({
      ru: {
        subject: 'Обновлены правила аннуляции',
        message: '<p>Ознакомьтесь с обновлёнными <a href="/rules">правилами</a> аннуляции для регулярных рейсов: такие тарифы невозвратные.</p>',
      },
      ro: {
        subject: 'Regulile de anulare au fost actualizate',
        message: '<p>Citiți <a href="/rules">regulile</a> de anulare actualizate pentru zborurile regulate: aceste tarife sunt nerambursabile.</p>',
      },
      en: {
        subject: 'Cancellation rules updated',
        message: '<p>Read the updated cancellation <a href="/rules">rules</a> for scheduled flights: these fares are non-refundable.</p>',
      },
      ua: {
        subject: 'Оновлено правила анулювання',
        message: '<p>Ознайомтеся з оновленими <a href="/rules">правилами</a> анулювання для регулярних рейсів: такі тарифи неповоротні.</p>',
      },
    }),
  ],
};

// Which orders each order or payment template may speak of (the same order as TEMPLATES): a
// notice says only what is true of the order it names.
const FITS: Record<'orders' | 'payments', Array<(order: OrderRef) => boolean>> = {
  orders: [
    (o) => o.status === 'confirmed' || o.status === 'partially_paid' || o.status === 'paid',
    (o) => o.status !== 'cancelled',
    (o) => (PAYABLE_STATUSES as readonly string[]).includes(o.status),
  ],
  payments: [(o) => o.paid > 0, (o) => o.bonus !== null],
};

const POPUP: Template = () => ({
  ru: {
    subject: 'Важно: требования к паспортам для Египта',
    message: '<p>Для въезда в Египет паспорт туриста должен быть действителен не менее <b>6 месяцев</b> с даты окончания поездки.</p>',
  },
  ro: {
    subject: 'Important: cerințe pentru pașapoarte în Egipt',
    message: '<p>Pentru intrarea în Egipt, pașaportul turistului trebuie să fie valabil cel puțin <b>6 luni</b> de la data încheierii călătoriei.</p>',
  },
  en: {
    subject: 'Important: passport rules for Egypt',
    message: "<p>To enter Egypt, a tourist's passport must be valid for at least <b>6 months</b> after the trip ends.</p>",
  },
  ua: {
    subject: 'Важливо: вимоги до паспортів для Єгипту',
    message: "<p>Для в'їзду до Єгипту паспорт туриста має бути дійсним щонайменше <b>6 місяців</b> від дати завершення поїздки.</p>",
  },
});

const CRITICAL: Template = () => ({
  ru: {
    subject: 'Срочно: обновите реквизиты агентства',
    message: '<p>Реквизиты агентства в договоре устарели. Обновите их в разделе <a href="/agency/profile">Управление агентством → Реквизиты агентства</a>, иначе бронирование будет приостановлено.</p>',
  },
  ro: {
    subject: 'Urgent: actualizați datele agenției',
    message: '<p>Datele agenției din contract sunt învechite. Actualizați-le în secțiunea <a href="/agency/profile">Administrarea agenției → Datele agenției</a>, altfel rezervările vor fi suspendate.</p>',
  },
  en: {
    subject: "Urgent: update the agency's details",
    message: '<p>The agency\'s details in the contract are out of date. Update them in <a href="/agency/profile">Agency management → Agency details</a>, or booking will be suspended.</p>',
  },
  ua: {
    subject: 'Терміново: оновіть реквізити агентства',
    message: '<p>Реквізити агентства в договорі застаріли. Оновіть їх у розділі <a href="/agency/profile">Керування агентством → Реквізити агентства</a>, інакше бронювання буде призупинено.</p>',
  },
});

const CYCLE: Array<keyof typeof TEMPLATES> = ['orders', 'general', 'payments', 'news', 'orders', 'payments', 'orders', 'news'];
export const NOTIFICATIONS_PER_USER = 25;

/**
 * A fixed pattern per user, dated back from `base`. Unread: the newest five for the agent
 * (one of them a popup), the newest three for everyone else; the one unread critical notice
 * goes only to the director, so the agent's flows are never behind a full-screen modal. Those
 * about an order name one of `orders`, the user's journal (docs/product.md §10).
 */
export function notificationsFor(userIndex: number, role: Role, base: Date, orders: readonly OrderRef[]): SeedNotification[] {
  const unread = role === 'agent' ? 5 : 3;
  const items: SeedNotification[] = [];
  for (let i = 0; i < NOTIFICATIONS_PER_USER; i++) {
    const created = new Date(base.getTime() - (i * 7 + userIndex) * 3600_000 - i * 11 * 60_000);
    const later = new Date(created.getTime() + (3 + (i % 9)) * 86_400_000);
    const cycled = CYCLE[i % CYCLE.length] ?? 'general';
    let category: Category = cycled;
    let index = (Math.floor(i / CYCLE.length) + i) % TEMPLATES[cycled].length;
    let order: OrderRef | undefined;
    if (cycled === 'orders' || cycled === 'payments') {
      const fitting = orders.filter(FITS[cycled][index] ?? (() => true));
      order = fitting[(i + userIndex) % Math.max(1, fitting.length)];
      // Without an order it is true of, it would name one that does not exist: a general notice instead.
      if (!order) [category, index] = ['general', i % TEMPLATES.general.length];
    }
    const templates = TEMPLATES[category as keyof typeof TEMPLATES];
    let kind: Category = category;
    let template: Template = templates[index] ?? POPUP;
    if (role === 'agent' && i === 1) [kind, template] = ['popup', POPUP];
    if (role === 'agency_director' && i === 0) [kind, template] = ['critical', CRITICAL];
    const ref: OrderRef = order ?? { id: 0, number: '', status: 'pending', hotel: '', flight: '', check_in: created.toISOString(), paid: 0, bonus: null };
    const texts = template({
      order: ref,
      link: `/orders?order=${ref.id}`,
      date: ddmmyyyy(later),
      checkIn: dateOf(ref.check_in),
      amount: ref.paid.toFixed(2),
      bonus: (ref.bonus ?? 0).toFixed(2),
    });
    items.push({
      texts,
      category: kind,
      color: CATEGORY_COLORS[kind],
      created_at: created.toISOString(),
      read: i >= unread,
    });
  }
  return items;
}

/**
 * Seeds the demo users' notifications once, after the orders (demo-backend/src/db/seed-orders.ts),
 * so the ones about an order name an order of the user's journal: the user's own orders, or the
 * agency's for a user who owns none. The Russian text is the row's own; each language's is in
 * notification_texts, which the backend reads in the caller's language (x-localization).
 */
export function seedNotificationsIfEmpty(db: Db, now: Date = new Date()): boolean {
  const { count } = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM notifications').get() ?? { count: 0 };
  if (count > 0) return false;
  // Dated back from today's start (UTC), so a reseed on the same day is identical.
  const base = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const rows = db
    .prepare<[number], { id: number; owner_id: number; number: string; status: OrderStatus; offer: string; flight_there: string; check_in: string; paid: number; bonus: number | null }>(
      `SELECT o.id, o.owner_id, o.number, o.status, o.offer, o.flight_there, o.check_in,
              (SELECT COALESCE(SUM(p.amount), 0) FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded') AS paid,
              (SELECT b.amount FROM bonuses b WHERE b.order_id = o.id) AS bonus
       FROM orders o WHERE o.agency_id = ? ORDER BY o.id`,
    )
    .all(DEMO_AGENCY.id);
  const refs = rows.map((row) => ({
    owner: row.owner_id,
    ref: {
      id: row.id,
      number: row.number,
      status: row.status,
      hotel: (JSON.parse(row.offer) as { accommodation?: { hotel?: { name?: string } } }).accommodation?.hotel?.name ?? '',
      flight: row.flight_there,
      check_in: row.check_in,
      paid: row.paid,
      bonus: row.bonus,
    },
  }));
  const insert = db.prepare<[number, string, string, string, string, string, string | null]>(
    `INSERT INTO notifications (user_id, color, subject, message, category, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertText = db.prepare<[number, string, string, string]>('INSERT INTO notification_texts (notification_id, locale, subject, message) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    DEMO_USERS.forEach((user, index) => {
      const own = refs.filter((r) => r.owner === user.id).map((r) => r.ref);
      const orders = own.length > 0 ? own : refs.map((r) => r.ref);
      // Oldest first, so ids grow with created_at like a real feed.
      for (const n of notificationsFor(index, user.alias, base, orders).reverse()) {
        const id = Number(insert.run(user.id, n.color, n.texts.ru.subject, n.texts.ru.message, n.category, n.created_at, n.read ? n.created_at : null).lastInsertRowid);
        for (const locale of LOCALES) insertText.run(id, locale, n.texts[locale].subject, n.texts[locale].message);
      }
    });
  })();
  return true;
}
