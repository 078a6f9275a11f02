import type { FaqEntry, FaqTopic } from '@/lib/schemas/content';
import { htmlToPlainText } from '@/lib/shared/html-text';
import { contentSearch } from '@/lib/shared/content-search';
import type { Db } from '../db/open';
import type { Locale } from '../i18n';
import { aimedAt, appliesTo, countryList, textIn, type Trip } from './content-texts';

interface TopicRow {
  id: number;
  slug: string;
  names: string;
}

interface EntryRow {
  id: number;
  topic_id: number;
  slug: string;
  countries: string;
  flight_type: 'charter' | 'regular' | null;
  texts: string;
}

/** The FAQ: topics in order, each with its questions; slugs are the same in every language. */
export class Faq {
  private readonly topicRows;
  private readonly entryRows;

  constructor(db: Db) {
    this.topicRows = db.prepare<[], TopicRow>('SELECT id, slug, names FROM faq_topics ORDER BY position');
    this.entryRows = db.prepare<[], EntryRow>(
      'SELECT id, topic_id, slug, countries, flight_type, texts FROM faq_entries ORDER BY topic_id, position',
    );
  }

  private entries(locale: Locale): FaqEntry[] {
    return this.entryRows.all().map((row) => {
      const text = textIn<{ question: string; answer: string }>(row.texts, locale);
      return {
        id: row.id,
        slug: row.slug,
        topic_id: row.topic_id,
        question: text.question,
        answer: text.answer,
        countries: countryList(row.countries),
        flight_type: row.flight_type,
      };
    });
  }

  /** The topics with their entries; with a query, only the entries whose question or answer holds every word (by stems, lib/shared/content-search.ts), and their topics. */
  topics(locale: Locale, q: string): FaqTopic[] {
    const search = contentSearch(q, locale);
    const terms = search.terms;
    const entries = this.entries(locale).filter(
      (entry) => terms.length === 0 || search.matches(`${entry.question}\n${htmlToPlainText(entry.answer)}`),
    );
    return this.topicRows
      .all()
      .map((topic) => ({
        id: topic.id,
        slug: topic.slug,
        name: textIn<string>(topic.names, locale),
        entries: entries.filter((entry) => entry.topic_id === topic.id),
      }))
      .filter((topic) => terms.length === 0 || topic.entries.length > 0);
  }

  /** Like the rules' (repos/rules.ts forTrip): aimed at the trip for booking; the cancellation topic's that apply for a cancellation. */
  forTrip(locale: Locale, trip: Trip, topic: 'booking' | 'cancellation'): FaqEntry[] {
    const cancellation = this.topicRows.all().find((row) => row.slug === 'cancellation')?.id;
    return this.entries(locale).filter((entry) =>
      topic === 'booking' ? aimedAt(entry, trip) : entry.topic_id === cancellation && appliesTo(entry, trip),
    );
  }
}
