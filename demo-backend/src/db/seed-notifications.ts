import type { Notification } from '@/lib/schemas/notifications';
import { LOCALES, type Locale } from '../i18n';
import {
  NOTICE_CATEGORY,
  NOTICE_HOLDS,
  noticeOrders,
  noticeTexts,
  type NoticeKind,
  type NoticeOrder,
} from '../orders/notices';
import type { Db } from './open';
import { DEMO_AGENCY, DEMO_USERS } from './seed-data';
import type { Role } from '../roles';
import { formatDate } from '@/lib/format/date';

type Category = Notification['category'];
type SeedNotification = Omit<Notification, 'id' | 'was_read' | 'subject' | 'message'> & {
  texts: Texts;
  read: boolean;
  /** What a notice about an order says, and of which order. */
  notice?: { kind: NoticeKind; order_id: number };
};

export const CATEGORY_COLORS: Record<Category, string> = {
  general: '#2563eb',
  orders: '#059669',
  payments: '#d97706',
  news: '#7c3aed',
  popup: '#db2777',
  critical: '#dc2626',
  client_answers: '#0891b2',
};

/** A seeded notification's text in each of the portal's languages (docs/product.md §10). */
export type Texts = Record<Locale, { subject: string; message: string }>;

type Template = (n: { date: string }) => Texts;

// The operator's general notices and news: content, not facts of an order (those are the notices
// of demo-backend/src/orders/notices.ts). Each is seeded once per user.
const TEMPLATES: Record<'news' | 'general', Template[]> = {
  news: [
    () => ({
      ru: {
        subject: 'Новые отели в Анталии',
        message:
          '<p>В поиск добавлены 12 новых отелей в Кемере и Сиде. <a href="/publications">Читать новость</a>.</p>',
      },
      ro: {
        subject: 'Hoteluri noi în Antalya',
        message: '<p>Căutarea are 12 hoteluri noi în Kemer și Side. <a href="/publications">Citiți știrea</a>.</p>',
      },
      en: {
        subject: 'New hotels in Antalya',
        message:
          '<p>12 new hotels in Kemer and Side are now in the search. <a href="/publications">Read the news</a>.</p>',
      },
      ua: {
        subject: 'Нові готелі в Анталії',
        message:
          '<p>До пошуку додано 12 нових готелів у Кемері та Сіде. <a href="/publications">Читати новину</a>.</p>',
      },
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
      ru: {
        subject: 'Раннее бронирование: Греция',
        message: '<p>Скидки до <b>25%</b> на отели Крита и Родоса при бронировании до конца месяца.</p>',
      },
      ro: {
        subject: 'Rezervare timpurie: Grecia',
        message:
          '<p>Reduceri de până la <b>25%</b> la hotelurile din Creta și Rodos pentru rezervările făcute până la sfârșitul lunii.</p>',
      },
      en: {
        subject: 'Early booking: Greece',
        message: '<p>Up to <b>25%</b> off hotels on Crete and Rhodes when booked by the end of the month.</p>',
      },
      ua: {
        subject: 'Раннє бронювання: Греція',
        message: '<p>Знижки до <b>25%</b> на готелі Криту та Родосу при бронюванні до кінця місяця.</p>',
      },
    }),
  ],
  general: [
    (n) => ({
      ru: {
        subject: 'Плановые технические работы',
        message: `<p>${n.date} с 02:00 до 04:00 портал может быть недоступен из-за плановых работ.</p>`,
      },
      ro: {
        subject: 'Lucrări tehnice planificate',
        message: `<p>Pe ${n.date}, între 02:00 și 04:00, portalul poate fi indisponibil din cauza lucrărilor planificate.</p>`,
      },
      en: {
        subject: 'Planned maintenance',
        message: `<p>On ${n.date} from 02:00 to 04:00 the portal may be unavailable for planned maintenance.</p>`,
      },
      ua: {
        subject: 'Планові технічні роботи',
        message: `<p>${n.date} з 02:00 до 04:00 портал може бути недоступний через планові роботи.</p>`,
      },
    }),
    () => ({
      ru: {
        subject: 'Обновлены правила аннуляции',
        message:
          '<p>Ознакомьтесь с обновлёнными <a href="/rules">правилами</a> аннуляции для регулярных рейсов: такие тарифы невозвратные.</p>',
      },
      ro: {
        subject: 'Regulile de anulare au fost actualizate',
        message:
          '<p>Citiți <a href="/rules">regulile</a> de anulare actualizate pentru zborurile regulate: aceste tarife sunt nerambursabile.</p>',
      },
      en: {
        subject: 'Cancellation rules updated',
        message:
          '<p>Read the updated cancellation <a href="/rules">rules</a> for scheduled flights: these fares are non-refundable.</p>',
      },
      ua: {
        subject: 'Оновлено правила анулювання',
        message:
          '<p>Ознайомтеся з оновленими <a href="/rules">правилами</a> анулювання для регулярних рейсів: такі тарифи неповоротні.</p>',
      },
    }),
  ],
};

const POPUP = (): Texts => ({
  ru: {
    subject: 'Важно: требования к паспортам для Египта',
    message:
      '<p>Для въезда в Египет паспорт туриста должен быть действителен не менее <b>6 месяцев</b> с даты окончания поездки.</p>',
  },
  ro: {
    subject: 'Important: cerințe pentru pașapoarte în Egipt',
    message:
      '<p>Pentru intrarea în Egipt, pașaportul turistului trebuie să fie valabil cel puțin <b>6 luni</b> de la data încheierii călătoriei.</p>',
  },
  en: {
    subject: 'Important: passport rules for Egypt',
    message:
      "<p>To enter Egypt, a tourist's passport must be valid for at least <b>6 months</b> after the trip ends.</p>",
  },
  ua: {
    subject: 'Важливо: вимоги до паспортів для Єгипту',
    message:
      "<p>Для в'їзду до Єгипту паспорт туриста має бути дійсним щонайменше <b>6 місяців</b> від дати завершення поїздки.</p>",
  },
});

const CRITICAL = (): Texts => ({
  ru: {
    subject: 'Срочно: обновите реквизиты агентства',
    message:
      '<p>Реквизиты агентства в договоре устарели. Обновите их в разделе <a href="/agency/profile">Управление агентством → Реквизиты агентства</a>, иначе бронирование будет приостановлено.</p>',
  },
  ro: {
    subject: 'Urgent: actualizați datele agenției',
    message:
      '<p>Datele agenției din contract sunt învechite. Actualizați-le în secțiunea <a href="/agency/profile">Administrarea agenției → Datele agenției</a>, altfel rezervările vor fi suspendate.</p>',
  },
  en: {
    subject: "Urgent: update the agency's details",
    message:
      '<p>The agency\'s details in the contract are out of date. Update them in <a href="/agency/profile">Agency management → Agency details</a>, or booking will be suspended.</p>',
  },
  ua: {
    subject: 'Терміново: оновіть реквізити агентства',
    message:
      '<p>Реквізити агентства в договорі застаріли. Оновіть їх у розділі <a href="/agency/profile">Керування агентством → Реквізити агентства</a>, інакше бронювання буде призупинено.</p>',
  },
});

/** At most this many per user: every true notice about the user's orders, the general ones, the modal one. */
export const NOTIFICATIONS_PER_USER = 25;

const KINDS: readonly NoticeKind[] = [
  'order_confirmed',
  'flight_changed',
  'awaits_payment',
  'order_cancelled',
  'payment_received',
  'bonus_credited',
];

/**
 * The user's feed, newest first and dated back from `base`: each notice true of an order of
 * `orders` (the user's journal) once, written as the live ones are (demo-backend/src/orders/notices.ts),
 * with the general notices and news, once each, in between. Unread: the newest five for the agent
 * (one of them a popup), the newest three for everyone else; the one unread critical notice goes
 * only to the director, so the agent's flows are never behind a full-screen modal (docs/product.md §10).
 */
export function notificationsFor(
  userIndex: number,
  role: Role,
  base: Date,
  orders: readonly NoticeOrder[],
): SeedNotification[] {
  const unread = role === 'agent' ? 5 : 3;
  const about = orders.flatMap((order) =>
    KINDS.filter((kind) => NOTICE_HOLDS[kind](order)).map((kind) => ({ kind, order })),
  );
  const others = [
    ...TEMPLATES.general.map((template) => ({ category: 'general' as const, template })),
    ...TEMPLATES.news.map((template) => ({ category: 'news' as const, template })),
  ];
  type Entry = { category: Category; texts: (date: string) => Texts; notice?: SeedNotification['notice'] };
  const feed: Entry[] = [];
  // Every third item a general notice or news while they last.
  while (about.length > 0 || others.length > 0) {
    const other = feed.length % 3 === 2 || about.length === 0 ? others.shift() : undefined;
    if (other) feed.push({ category: other.category, texts: (date) => other.template({ date }) });
    else {
      const next = about.shift();
      if (next)
        feed.push({
          category: NOTICE_CATEGORY[next.kind],
          texts: () => noticeTexts(next.kind, next.order),
          notice: { kind: next.kind, order_id: next.order.id },
        });
    }
  }
  if (role === 'agent') feed.splice(1, 0, { category: 'popup', texts: POPUP });
  if (role === 'agency_director') feed.unshift({ category: 'critical', texts: CRITICAL });
  return feed.slice(0, NOTIFICATIONS_PER_USER).map((entry, i) => {
    const created = new Date(base.getTime() - (i * 7 + userIndex) * 3600_000 - i * 11 * 60_000);
    const later = new Date(created.getTime() + (3 + (i % 9)) * 86_400_000);
    return {
      texts: entry.texts(formatDate(later)),
      category: entry.category,
      color: CATEGORY_COLORS[entry.category],
      created_at: created.toISOString(),
      read: i >= unread,
      ...(entry.notice ? { notice: entry.notice } : {}),
    };
  });
}

/**
 * Seeds the demo users' notifications once, after the orders (demo-backend/src/db/seed-orders.ts),
 * so the ones about an order name an order of the user's journal: the user's own orders, or the
 * agency's for a user who owns none. The Russian text is the row's own; each language's is in
 * notification_texts, which the backend reads in the caller's language (x-localization).
 */
export function seedNotificationsIfEmpty(db: Db, now: Date = new Date()): boolean {
  const { count } = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM notifications').get() ?? {
    count: 0,
  };
  if (count > 0) return false;
  // Dated back from today's start (UTC), so a reseed on the same day is identical.
  const base = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const refs = noticeOrders(db, DEMO_AGENCY.id);
  const insert = db.prepare<[number, string, string, string, string, string, string | null]>(
    `INSERT INTO notifications (user_id, color, subject, message, category, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertText = db.prepare<[number, string, string, string]>(
    'INSERT INTO notification_texts (notification_id, locale, subject, message) VALUES (?, ?, ?, ?)',
  );
  db.transaction(() => {
    DEMO_USERS.forEach((user, index) => {
      const own = refs.filter((r) => r.owner === user.id).map((r) => r.order);
      const orders = own.length > 0 ? own : refs.map((r) => r.order);
      // Oldest first, so ids grow with created_at like a real feed.
      for (const n of notificationsFor(index, user.alias, base, orders).reverse()) {
        const id = Number(
          insert.run(
            user.id,
            n.color,
            n.texts.ru.subject,
            n.texts.ru.message,
            n.category,
            n.created_at,
            n.read ? n.created_at : null,
          ).lastInsertRowid,
        );
        for (const locale of LOCALES) insertText.run(id, locale, n.texts[locale].subject, n.texts[locale].message);
      }
    });
  })();
  return true;
}
