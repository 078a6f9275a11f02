import type { FaqEntry, Rule } from '@/lib/schemas/content';
import { ruleHref } from './links';

/** At most this many questions beside the rules: a pointer, not the FAQ (docs/product.md §10 "In context"). */
const MAX_QUESTIONS = 3;

interface Props {
  label: string;
  rules: readonly Pick<Rule, 'id' | 'title'>[];
  faqLabel: string;
  faq: readonly Pick<FaqEntry, 'id' | 'slug' | 'question'>[];
  testId: string;
}

function LinkLine({
  label,
  links,
  testId,
}: {
  label: string;
  links: { key: string; href: string; text: string }[];
  testId: string;
}) {
  return (
    <p data-testid={testId}>
      <span className="font-medium text-slate-900">{label}</span>{' '}
      {links.map((link, i) => (
        <span key={link.key}>
          {i > 0 ? ' · ' : null}
          <a href={link.href} target="_blank" rel="noopener" className="text-brand-ink underline hover:no-underline">
            {link.text}
          </a>
        </span>
      ))}
    </p>
  );
}

/**
 * The rules and questions that concern what the agent is doing (docs/product.md §10 "In context"):
 * a line of links to the rules and one to the FAQ's answers, not their text; each opens in a new
 * tab. Plain links and no hooks, so the booking page renders it on the server and the order sheet
 * (already lazily loaded) in the browser.
 */
export function ContextRuleLinks({ label, rules, faqLabel, faq, testId }: Props) {
  const questions = faq.slice(0, MAX_QUESTIONS);
  if (rules.length === 0 && questions.length === 0) return null;
  return (
    <div className="space-y-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {rules.length > 0 ? (
        <LinkLine
          label={label}
          testId={testId}
          links={rules.map((rule) => ({ key: `r${rule.id}`, href: ruleHref(rule.id), text: rule.title }))}
        />
      ) : null}
      {questions.length > 0 ? (
        <LinkLine
          label={faqLabel}
          testId={`${testId}-faq`}
          links={questions.map((entry) => ({ key: `q${entry.id}`, href: `/faq#${entry.slug}`, text: entry.question }))}
        />
      ) : null}
    </div>
  );
}
