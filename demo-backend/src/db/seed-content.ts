import { uniqueSlugs } from '@/lib/shared/slug';
import type { Db } from './open';
import { seedDocuments } from './content/documents';
import { FAQ, FAQ_TOPICS } from './content/faq';
import { seedNews, type L4 } from './content/news';
import { RULE_CATEGORIES, RULES } from './content/rules';
import { DEMO_AGENCY, PARTNER_AGENCY } from './seed-data';

const DAY = 86_400_000;

/**
 * Which news each demo user has read: everything older than this many days (docs/product.md §10),
 * so each has a different number of unread items, the newest ones.
 */
const READ_OLDER_THAN: Record<number, number> = { 1: 21, 2: 10, 3: 45, 4: 3, 5: 90, 6: 30, 7: 60 };

/**
 * Who has acknowledged which mandatory rule (by the rule's English title) and when: `current`
 * after its last revision, `stale` before it (to be acknowledged again). Demo Travel's director
 * sees employees who have not: the agent, the manager (stale), the sub-partition and ATS managers.
 */
const ACKNOWLEDGED: Record<number, Record<string, 'current' | 'stale'>> = {
  1: { "Tourists' details: as in the passport": 'current', 'Payment deadlines': 'stale' },
  2: {
    "Tourists' details: as in the passport": 'current',
    'How to ask for a cancellation': 'current',
    'Payment deadlines': 'stale',
  },
  3: {
    "Tourists' details: as in the passport": 'current',
    'How to ask for a cancellation': 'current',
    'Payment deadlines': 'current',
  },
  4: {
    "Tourists' details: as in the passport": 'current',
    'How to ask for a cancellation': 'current',
    'Payment deadlines': 'current',
  },
  6: { "Tourists' details: as in the passport": 'current' },
  7: { "Tourists' details: as in the passport": 'current', 'How to ask for a cancellation': 'current' },
};

const json = (value: unknown) => JSON.stringify(value);
const pick = <T, R>(texts: L4<T>, map: (text: T) => R): L4<R> => ({
  ru: map(texts.ru),
  ro: map(texts.ro),
  en: map(texts.en),
  ua: map(texts.ua),
});

/**
 * Seeds the operator's news, rules, FAQ and documents once, with each demo user's read marks and
 * acknowledgements. Dated back from today's start (UTC), like the notifications, so a reseed on
 * the same day is identical.
 */
export function seedContentIfEmpty(db: Db, now: Date = new Date()): boolean {
  const { count } = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM publications').get() ?? {
    count: 0,
  };
  if (count > 0) return false;
  const base = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (daysAgo: number, hour = 9) => new Date(base - daysAgo * DAY + hour * 3_600_000);
  const isoDay = (daysAgo: number) => at(daysAgo).toISOString().slice(0, 10);
  const dateOf = (daysFromToday: number) => {
    const d = at(-daysFromToday);
    return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
  };
  const users = db
    .prepare<[], { id: number }>('SELECT id FROM users ORDER BY id')
    .all()
    .map((row) => row.id);

  const insertNews = db.prepare(
    'INSERT INTO publications (category, pinned, image, published_at, texts) VALUES (?, ?, ?, ?, ?)',
  );
  const insertRead = db.prepare('INSERT INTO publication_reads (publication_id, user_id, read_at) VALUES (?, ?, ?)');
  const insertCategory = db.prepare(
    'INSERT INTO rule_categories (parent_id, slug, position, names) VALUES (?, ?, ?, ?)',
  );
  const insertRule = db.prepare(
    'INSERT INTO rules (category_id, position, mandatory, effective_from, changed_at, countries, flight_type, texts) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertAck = db.prepare(
    'INSERT INTO rule_acknowledgements (rule_id, user_id, acknowledged_at) VALUES (?, ?, ?)',
  );
  const insertTopic = db.prepare('INSERT INTO faq_topics (slug, position, names) VALUES (?, ?, ?)');
  const insertEntry = db.prepare(
    'INSERT INTO faq_entries (topic_id, slug, position, countries, flight_type, texts) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertDocument = db.prepare(
    'INSERT INTO documents (agency_id, kind, language, file_name, published_at, texts, content) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  db.transaction(() => {
    // News, oldest first so ids grow with the date.
    const news = seedNews(dateOf).sort((a, b) => b.daysAgo - a.daysAgo);
    news.forEach((item, index) => {
      const published = at(item.daysAgo, 8 + (index % 9));
      const id = Number(
        insertNews.run(item.category, item.pinned ? 1 : 0, item.image, published.toISOString(), json(item.texts))
          .lastInsertRowid,
      );
      for (const user of users) {
        if (item.daysAgo <= (READ_OLDER_THAN[user] ?? 0)) continue;
        const read = new Date(Math.min(published.getTime() + DAY, now.getTime()));
        insertRead.run(id, user, read.toISOString());
      }
    });

    // Rule categories (two levels) and rules, in the operator's order.
    const categoryIds = new Map<string, number>();
    RULE_CATEGORIES.forEach((category, position) => {
      const id = Number(insertCategory.run(null, category.slug, position, json(category.names)).lastInsertRowid);
      categoryIds.set(category.slug, id);
      category.children?.forEach((child, childPosition) => {
        categoryIds.set(
          child.slug,
          Number(insertCategory.run(id, child.slug, childPosition, json(child.names)).lastInsertRowid),
        );
      });
    });
    const positions = new Map<string, number>();
    for (const rule of RULES) {
      const position = positions.get(rule.category) ?? 0;
      positions.set(rule.category, position + 1);
      const changed = rule.changed === undefined ? null : at(rule.changed, 10);
      const id = Number(
        insertRule.run(
          categoryIds.get(rule.category),
          position,
          rule.mandatory ? 1 : 0,
          isoDay(rule.effective),
          changed?.toISOString() ?? null,
          (rule.countries ?? []).join(','),
          rule.flightType ?? null,
          json(rule.texts),
        ).lastInsertRowid,
      );
      if (!rule.mandatory) continue;
      for (const user of users) {
        const state = ACKNOWLEDGED[user]?.[rule.texts.en.title];
        if (!state) continue;
        const since = changed ?? at(rule.effective);
        const when =
          state === 'current'
            ? new Date(since.getTime() + (2 + user) * DAY)
            : new Date(since.getTime() - 60 * DAY + user * 3_600_000);
        insertAck.run(id, user, new Date(Math.min(when.getTime(), now.getTime())).toISOString());
      }
    }

    // FAQ: slugs from the English questions, unique across the FAQ.
    const slugs = uniqueSlugs(FAQ.map((entry) => entry.texts.en[0]));
    const topicIds = new Map<string, number>();
    FAQ_TOPICS.forEach((topic, position) =>
      topicIds.set(topic.slug, Number(insertTopic.run(topic.slug, position, json(topic.names)).lastInsertRowid)),
    );
    const faqPositions = new Map<string, number>();
    FAQ.forEach((entry, index) => {
      const position = faqPositions.get(entry.topic) ?? 0;
      faqPositions.set(entry.topic, position + 1);
      const texts = pick(entry.texts, ([question, answer]) => ({ question, answer }));
      insertEntry.run(
        topicIds.get(entry.topic),
        slugs[index],
        position,
        (entry.countries ?? []).join(','),
        entry.flightType ?? null,
        json(texts),
      );
    });

    // Documents: the contract is each agency's own; the others every agency's.
    for (const document of seedDocuments(dateOf)) {
      const agencies = document.content === null ? [DEMO_AGENCY.id, PARTNER_AGENCY.id] : [null];
      for (const agency of agencies) {
        insertDocument.run(
          agency,
          document.kind,
          document.language,
          document.file_name,
          isoDay(document.daysAgo),
          json(document.texts),
          document.content && json(document.content),
        );
      }
    }
  })();
  return true;
}
