import type { Db } from '../db/open';
import type { ListScope } from '@/lib/schemas/list-params';

/**
 * The WHERE and ORDER BY of a list query (the package journal, the flight list), built filter by
 * filter: clauses and column names are the callers', every value is bound. An empty value adds
 * no clause.
 */
export class ListFilters {
  private readonly where: string[];
  readonly params: Record<string, unknown>;

  constructor(first: string, params: Record<string, unknown>) {
    this.where = [first];
    this.params = { ...params };
  }

  add(clause: string, name: string, value: unknown): void {
    if (value === undefined || value === '') return;
    this.where.push(clause);
    this.params[name] = value;
  }

  /** `column IN (…)` of a list of values, when there are any. */
  oneOf(column: string, name: string, values: readonly (string | number)[] | undefined): void {
    if (!values || values.length === 0) return;
    this.where.push(`${column} IN (${values.map((_, i) => `@${name}${i}`).join(', ')})`);
    values.forEach((value, i) => (this.params[`${name}${i}`] = value));
  }

  /**
   * Whose orders (`o.owner_id`) the list shows (docs/product.md §10 "Whose orders a list shows"):
   * `mine` the caller's, `office` those of the users of the caller's office (the caller's own
   * when the caller has none), `all` or none the agency's.
   */
  ownedBy(scope: ListScope | undefined, callerId: number): void {
    if (scope === 'mine') this.add('o.owner_id = @scope_user', 'scope_user', callerId);
    if (scope === 'office')
      this.add(
        `o.owner_id IN (SELECT s.id FROM users s WHERE s.id = @scope_user
           OR s.office_id = (SELECT c.office_id FROM users c WHERE c.id = @scope_user AND c.agency_id = s.agency_id))`,
        'scope_user',
        callerId,
      );
  }

  get sql(): string {
    return this.where.join(' AND ');
  }

  /** How many rows of `from` (aliased `o`) match. */
  count(db: Db, from: string): number {
    return (
      db
        .prepare<[Record<string, unknown>], { total: number }>(
          `SELECT COUNT(*) AS total FROM ${from} o WHERE ${this.sql}`,
        )
        .get(this.params)?.total ?? 0
    );
  }
}

/** The ORDER BY of a sort key (`-` prefix: descending) over `columns`, ties broken by `o.id` the same way. */
export function orderBy(sort: string, columns: Readonly<Record<string, string>>, fallback: string): string {
  const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
  return `${columns[sort.replace(/^-/, '')] ?? fallback} ${direction}, o.id ${direction}`;
}

/** `%text%`-safe: a user's `%` and `_` match themselves nowhere, so they are dropped. */
export const likeText = (text: string) => text.replace(/[%_]/g, '');
