// The addresses of the rules pages (docs/product.md §10 "The operator's content": a rule is
// /rules/{id}); the search and the category stay in the URL from page to page.

export const RULES_PATH = '/rules';
export const ACKNOWLEDGEMENTS_PATH = '/rules/acknowledgements';

export interface RulesFilter {
  category?: number;
  q?: string;
}

function withQuery(path: string, { category, q }: RulesFilter): string {
  const query = new URLSearchParams();
  if (category) query.set('category', String(category));
  if (q) query.set('q', q);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The list: one category (with its subcategories), a search across all rules, or everything. */
export const rulesListHref = (filter: RulesFilter = {}) => withQuery(RULES_PATH, filter);

/** One rule; with the search that found it, whose matches its text then marks. */
export const ruleHref = (id: number, filter: RulesFilter = {}) => withQuery(`${RULES_PATH}/${id}`, filter);
