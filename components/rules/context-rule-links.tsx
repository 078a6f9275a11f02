import type { Rule } from '@/lib/schemas/content';
import { ruleHref } from './links';

/**
 * The rules that concern what the agent is doing (docs/product.md §10 "In context"): one line, a
 * label and a link to each rule, not their text. Plain links and no hooks, so the booking page
 * renders it on the server and the order sheet (already lazily loaded) in the browser.
 */
export function ContextRuleLinks({ label, rules, testId }: { label: string; rules: readonly Pick<Rule, 'id' | 'title'>[]; testId: string }) {
  if (rules.length === 0) return null;
  return (
    <p data-testid={testId} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <span className="font-medium text-slate-900">{label}</span>{' '}
      {rules.map((rule, i) => (
        <span key={rule.id}>
          {i > 0 ? ' · ' : null}
          <a href={ruleHref(rule.id)} target="_blank" rel="noopener" className="text-brand-ink underline hover:no-underline">
            {rule.title}
          </a>
        </span>
      ))}
    </p>
  );
}
