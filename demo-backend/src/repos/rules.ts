import type { Rule, RuleAcknowledgements, RuleCategory, RuleListItem } from '@/lib/schemas/content';
import { htmlToPlainText } from '@/lib/shared/html-text';
import { contentSearch } from '@/lib/shared/content-search';
import { searchSnippet } from '@/lib/shared/text-search';
import type { Db } from '../db/open';
import { t, type Locale } from '../i18n';
import type { Role } from '../roles';
import { aimedAt, appliesTo, countryList, textIn, type Trip } from './content-texts';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  names: string;
}

interface Row {
  id: number;
  category_id: number;
  mandatory: number;
  effective_from: string;
  changed_at: string | null;
  countries: string;
  flight_type: 'charter' | 'regular' | null;
  texts: string;
  acknowledged_at: string | null;
}

interface EmployeeRow {
  id: number;
  name: string;
  email: string;
  alias: Role;
}

/** An acknowledgement counts for the text it was given to: one older than the last revision does not. */
const current = (acknowledgedAt: string | null, changedAt: string | null) =>
  acknowledgedAt !== null && (changedAt === null || acknowledgedAt >= changedAt) ? acknowledgedAt : null;

function toWire(row: Row, locale: Locale): Rule {
  const text = textIn<{ title: string; body: string }>(row.texts, locale);
  const mandatory = row.mandatory === 1;
  return {
    id: row.id,
    category_id: row.category_id,
    title: text.title,
    body: text.body,
    mandatory,
    effective_from: row.effective_from,
    changed_at: row.changed_at?.slice(0, 10) ?? null,
    countries: countryList(row.countries),
    flight_type: row.flight_type,
    acknowledged_at: mandatory ? current(row.acknowledged_at, row.changed_at) : null,
  };
}

/** The operator's rules, their category tree and each user's acknowledgements of the mandatory ones. */
export class Rules {
  private readonly categoryRows;
  private readonly all;
  private readonly acknowledgements;
  private readonly employees;
  private readonly saveAcknowledgement;

  constructor(db: Db) {
    this.categoryRows = db.prepare<[], CategoryRow>(
      `SELECT c.id, c.parent_id, c.slug, c.names FROM rule_categories c LEFT JOIN rule_categories p ON p.id = c.parent_id
        ORDER BY COALESCE(p.position, c.position), c.parent_id IS NOT NULL, c.position`,
    );
    // The tree's order: top category, then its own rules before its subcategories', then position.
    this.all = db.prepare<[number], Row>(
      `SELECT r.id, r.category_id, r.mandatory, r.effective_from, r.changed_at, r.countries, r.flight_type, r.texts, a.acknowledged_at
         FROM rules r JOIN rule_categories c ON c.id = r.category_id LEFT JOIN rule_categories p ON p.id = c.parent_id
         LEFT JOIN rule_acknowledgements a ON a.rule_id = r.id AND a.user_id = ?
        ORDER BY COALESCE(p.position, c.position), c.parent_id IS NOT NULL, c.position, r.position`,
    );
    this.acknowledgements = db.prepare<[number], { user_id: number; acknowledged_at: string }>(
      'SELECT user_id, acknowledged_at FROM rule_acknowledgements WHERE rule_id = ?',
    );
    this.employees = db.prepare<[number], EmployeeRow>(
      "SELECT u.id, u.name, u.email, u.alias FROM users u WHERE u.agency_id = (SELECT agency_id FROM users WHERE id = ?) AND u.status = 'active' ORDER BY u.name COLLATE NOCASE, u.id",
    );
    this.saveAcknowledgement = db.prepare<[number, number, string]>(
      'INSERT OR REPLACE INTO rule_acknowledgements (rule_id, user_id, acknowledged_at) VALUES (?, ?, ?)',
    );
  }

  private rules(userId: number, locale: Locale): Rule[] {
    return this.all.all(userId).map((row) => toWire(row, locale));
  }

  categories(locale: Locale): RuleCategory[] {
    const rows = this.categoryRows.all();
    const counts = new Map<number, number>();
    for (const rule of this.all.all(0)) counts.set(rule.category_id, (counts.get(rule.category_id) ?? 0) + 1);
    const node = (row: CategoryRow) => ({
      id: row.id,
      slug: row.slug,
      name: textIn<string>(row.names, locale),
      rules_count: counts.get(row.id) ?? 0,
    });
    return rows
      .filter((row) => row.parent_id === null)
      .map((top) => {
        const children = rows.filter((row) => row.parent_id === top.id).map(node);
        const own = node(top);
        return {
          ...own,
          rules_count: own.rules_count + children.reduce((sum, child) => sum + child.rules_count, 0),
          children,
        };
      });
  }

  /** The ids of a category and its subcategories; empty when there is no such category. */
  private categoryIds(id: number): number[] {
    const rows = this.categoryRows.all();
    if (!rows.some((row) => row.id === id)) return [];
    return [id, ...rows.filter((row) => row.parent_id === id).map((row) => row.id)];
  }

  list(userId: number, locale: Locale, filter: { category?: number; q: string; mandatory?: boolean }): RuleListItem[] {
    const search = contentSearch(filter.q, locale);
    const inCategory = filter.category === undefined ? null : this.categoryIds(filter.category);
    return this.rules(userId, locale)
      .filter((rule) => inCategory === null || inCategory.includes(rule.category_id))
      .filter((rule) => filter.mandatory === undefined || rule.mandatory === filter.mandatory)
      .flatMap((rule): RuleListItem[] => {
        if (search.terms.length === 0) return [{ ...rule, snippet: null }];
        const text = htmlToPlainText(rule.body);
        return search.matches(`${rule.title}\n${text}`)
          ? [{ ...rule, snippet: searchSnippet(text, search.marked(text)) }]
          : [];
      });
  }

  find(userId: number, id: number, locale: Locale): Rule | undefined {
    return this.rules(userId, locale).find((rule) => rule.id === id);
  }

  /** Records the caller's acknowledgement of a mandatory rule's current text; again, it keeps the first. */
  acknowledge(userId: number, id: number, locale: Locale): Rule | 'not_found' | 'not_mandatory' {
    const rule = this.find(userId, id, locale);
    if (!rule) return 'not_found';
    if (!rule.mandatory) return 'not_mandatory';
    if (rule.acknowledged_at === null) this.saveAcknowledgement.run(id, userId, new Date().toISOString());
    return this.find(userId, id, locale) as Rule;
  }

  /** For each mandatory rule (or the one given), the caller's agency's employees who acknowledged its current text and who not yet. */
  report(userId: number, locale: Locale, only?: number): RuleAcknowledgements[] {
    const employees = this.employees
      .all(userId)
      .map((row) => ({ id: row.id, name: row.name, position: t(locale, `position.${row.alias}`), email: row.email }));
    return this.all
      .all(userId)
      .filter((row) => row.mandatory === 1 && (only === undefined || row.id === only))
      .map((row) => {
        const rule = toWire(row, locale);
        const when = new Map(
          this.acknowledgements.all(row.id).map((a) => [a.user_id, current(a.acknowledged_at, row.changed_at)]),
        );
        const acknowledged = employees.flatMap((member) => {
          const at = when.get(member.id);
          return at ? [{ ...member, acknowledged_at: at }] : [];
        });
        return {
          rule: { id: rule.id, title: rule.title, effective_from: rule.effective_from, changed_at: rule.changed_at },
          total: employees.length,
          acknowledged,
          pending: employees.filter((member) => !when.get(member.id)),
        };
      });
  }

  /**
   * The rules for one trip: for booking, those aimed at its country or flight type; for a
   * cancellation, the cancellation category's that apply to it, general ones included.
   */
  forTrip(userId: number, locale: Locale, trip: Trip, topic: 'booking' | 'cancellation'): Rule[] {
    const cancellation = this.categoryRows.all().find((row) => row.slug === 'cancellation');
    const ids = cancellation ? this.categoryIds(cancellation.id) : [];
    return this.rules(userId, locale).filter((rule) =>
      topic === 'booking' ? aimedAt(rule, trip) : ids.includes(rule.category_id) && appliesTo(rule, trip),
    );
  }
}
