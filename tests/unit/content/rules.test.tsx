/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AcknowledgementReport } from '@/components/rules/acknowledgement-report';
import { ContextRuleLinks } from '@/components/rules/context-rule-links';
import { ruleHref, rulesListHref } from '@/components/rules/links';
import { RuleAcknowledge } from '@/components/rules/rule-acknowledge';
import { RuleArticle } from '@/components/rules/rule-article';
import { RuleList } from '@/components/rules/rule-list';
import { RulesPageShell } from '@/components/rules/rules-page-shell';
import { readRulesFilter } from '@/components/rules/rules-query';
import type { Rule, RuleAcknowledgements, RuleCategory, RuleListItem } from '@/lib/schemas/content';
import { renderPortal, stubFetch } from '../fixtures/render';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ push: jest.fn(), refresh }),
}));

const rule = (over: Partial<Rule> = {}): Rule => ({
  id: 7,
  category_id: 2,
  title: 'Tour cancellation penalties',
  body: '<p>The penalty is a share of the <b>full tour price</b>.</p><script>alert(1)</script><p><a href="javascript:alert(1)">x</a></p>',
  mandatory: false,
  effective_from: '2026-03-01',
  changed_at: null,
  countries: [],
  flight_type: null,
  acknowledged_at: null,
  ...over,
});

const item = (over: Partial<RuleListItem> = {}): RuleListItem => ({ ...rule(), snippet: null, ...over });

const categories: RuleCategory[] = [
  {
    id: 1,
    slug: 'booking',
    name: 'Booking',
    rules_count: 5,
    children: [{ id: 2, slug: 'cancellation', name: 'Cancellation', rules_count: 3 }],
  },
];

const marks = (element: HTMLElement) => Array.from(element.querySelectorAll('mark')).map((mark) => mark.textContent);

describe('the rules list', () => {
  it("marks the search's matches in titles and snippets, without case or diacritics, and keeps the search in the rule links", () => {
    renderPortal(
      <RuleList
        filter={{ q: 'penalty sarm' }}
        rules={[item({ title: 'Penalty in Șarm el-Sheikh', snippet: '…a PENALTY applies in Sarm…' })]}
      />,
    );
    const entry = screen.getByTestId('rule-item');
    expect(marks(within(entry).getByRole('heading'))).toEqual(['Penalty', 'Șarm']);
    expect(marks(within(entry).getByTestId('rule-snippet'))).toEqual(['PENALTY', 'Sarm']);
    expect(within(entry).getByRole('link', { name: 'Penalty in Șarm el-Sheikh' })).toHaveAttribute(
      'href',
      '/rules/7?q=penalty+sarm',
    );
  });

  it("shows a mandatory rule's badge, whether the reader has acknowledged it, and its dates", () => {
    renderPortal(
      <RuleList
        filter={{}}
        rules={[
          item({ id: 1, title: 'Pay on time', mandatory: true, changed_at: '2026-10-20' }),
          item({ id: 2, title: 'Read already', mandatory: true, acknowledged_at: '2026-11-01T09:00:00Z' }),
          item({ id: 3, title: 'Just a rule' }),
        ]}
      />,
    );
    const [pay, read, plain] = screen.getAllByTestId('rule-item');
    expect(within(pay!).getByTestId('rule-mandatory')).toHaveTextContent('Mandatory');
    expect(within(pay!).getByTestId('rule-pending')).toHaveTextContent('Not acknowledged yet');
    expect(within(pay!).getByTestId('rule-dates')).toHaveTextContent(
      'Effective from 01.03.2026, changed on 20.10.2026',
    );
    expect(within(read!).getByTestId('rule-mandatory')).toBeInTheDocument();
    expect(within(read!).queryByTestId('rule-pending')).not.toBeInTheDocument();
    expect(within(plain!).queryByTestId('rule-mandatory')).not.toBeInTheDocument();
    expect(within(plain!).getByTestId('rule-dates')).toHaveTextContent(/^Effective from 01\.03\.2026$/);
    // No search: nothing is marked.
    expect(document.querySelectorAll('mark')).toHaveLength(0);
  });

  it('says "No matching records found" in the reader\'s language for an empty search', () => {
    renderPortal(<RuleList filter={{ q: 'zzz' }} rules={[]} />, { locale: 'ro' });
    expect(screen.getByTestId('rules-empty')).toHaveTextContent('Nu s-au găsit înregistrări potrivite');
  });
});

describe('a rule on its page', () => {
  it("shows the sanitised text with the search's matches marked in text only, never inside a tag", () => {
    renderPortal(<RuleArticle rule={rule()} filter={{ q: 'full price' }} />);
    const body = screen.getByTestId('rule-body');
    expect(marks(body)).toEqual(['full', 'price']);
    expect(body.querySelector('b')).toHaveTextContent('full tour price');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('a')).not.toHaveAttribute('href');
    // The way back keeps the search.
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/rules?q=full+price');
  });

  it('asks to acknowledge a mandatory rule not yet acknowledged', () => {
    renderPortal(<RuleArticle rule={rule({ mandatory: true })} filter={{}} />, { locale: 'ua' });
    const box = screen.getByTestId('rule-acknowledgement');
    expect(within(box).getByRole('button', { name: 'Я ознайомився' })).toBeInTheDocument();
    expect(within(box).queryByTestId('rule-acknowledged')).not.toBeInTheDocument();
  });

  it('shows when an acknowledged mandatory rule was acknowledged, and no button', () => {
    renderPortal(<RuleArticle rule={rule({ mandatory: true, acknowledged_at: '2026-11-02T08:30:00Z' })} filter={{}} />);
    const box = screen.getByTestId('rule-acknowledgement');
    // Moldova's clock: UTC+2 in November.
    expect(within(box).getByTestId('rule-acknowledged')).toHaveTextContent(
      'You acknowledged this rule on 02.11.2026 10:30',
    );
    expect(within(box).queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no acknowledgement for a rule that is not mandatory', () => {
    renderPortal(<RuleArticle rule={rule()} filter={{}} />);
    expect(screen.queryByTestId('rule-acknowledgement')).not.toBeInTheDocument();
  });
});

describe('"I have read this"', () => {
  beforeEach(() => refresh.mockClear());

  it('posts the acknowledgement once and has the server render the page again', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/rules/7/acknowledge': () => ({
        json: { data: rule({ mandatory: true, acknowledged_at: '2026-11-26T09:00:00Z' }) },
      }),
    });
    renderPortal(<RuleAcknowledge id={7} label="I have read this" />);
    fireEvent.click(screen.getByRole('button', { name: 'I have read this' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => c.key)).toEqual(['POST /api/v1/rules/7/acknowledge']);
  });

  it("shows the backend's error and does not refresh when it refuses", async () => {
    stubFetch({
      'POST /api/v1/rules/7/acknowledge': () => ({
        status: 409,
        json: { error: 'Conflict', message: 'This rule needs no acknowledgement.' },
      }),
    });
    renderPortal(<RuleAcknowledge id={7} label="I have read this" />);
    fireEvent.click(screen.getByRole('button', { name: 'I have read this' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This rule needs no acknowledgement.');
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('the acknowledgement report', () => {
  const report: RuleAcknowledgements[] = [
    {
      rule: { id: 4, title: 'Payment deadlines', effective_from: '2026-01-01', changed_at: '2026-10-20' },
      total: 3,
      acknowledged: [
        {
          id: 1,
          name: 'Ana Ciobanu',
          position: 'Agent',
          email: 'agent@demo.travel',
          acknowledged_at: '2026-11-01T09:00:00Z',
        },
      ],
      pending: [
        { id: 2, name: 'Ion Rusu', position: 'Manager', email: 'manager@demo.travel' },
        { id: 3, name: 'Natalia Moraru', position: 'Director', email: 'director@demo.travel' },
      ],
    },
    {
      rule: { id: 5, title: 'How to ask for a cancellation', effective_from: '2026-01-01', changed_at: null },
      total: 3,
      acknowledged: [],
      pending: [],
    },
  ];

  it("lists, per mandatory rule, who has not acknowledged it, with cells labelled for the phone's cards", () => {
    renderPortal(<AcknowledgementReport report={report} />);
    const [payment, cancellation] = screen.getAllByTestId('rules-report-rule');
    expect(payment).toHaveTextContent('Acknowledged: 1 of 3');
    const rows = within(within(payment!).getByTestId('rules-report-pending')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Ion Rusu', 'Natalia Moraru']);
    expect(within(rows[0]!).getByRole('link', { name: 'manager@demo.travel' })).toHaveAttribute(
      'href',
      'mailto:manager@demo.travel',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'manager@demo.travel' }).closest('td')).toHaveAttribute(
      'data-label',
      'Email',
    );
    expect(within(payment!).queryByText('Ana Ciobanu')).not.toBeInTheDocument();
    expect(within(payment!).getByRole('link', { name: 'Payment deadlines' })).toHaveAttribute('href', '/rules/4');
    expect(within(cancellation!).getByTestId('rules-report-done')).toHaveTextContent(
      'Everyone has acknowledged this rule.',
    );
  });
});

describe('the rules page frame', () => {
  it.each(['agency_director', 'agency_manager'])('shows the report tab to %s', (alias) => {
    renderPortal(
      <RulesPageShell alias={alias} tab="rules" side={{ categories, q: '' }}>
        <p>list</p>
      </RulesPageShell>,
    );
    expect(within(screen.getByTestId('rules-tabs')).getByRole('link', { name: 'Acknowledgements' })).toHaveAttribute(
      'href',
      '/rules/acknowledgements',
    );
  });

  it.each(['agent', 'office_manager', 'sub_partition_manager', 'ats_manager'])(
    'shows no report entry to %s',
    (alias) => {
      renderPortal(
        <RulesPageShell alias={alias} tab="rules" side={{ categories, q: '' }}>
          <p>list</p>
        </RulesPageShell>,
      );
      expect(screen.queryByTestId('rules-tabs')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Acknowledgements' })).not.toBeInTheDocument();
    },
  );

  it('has the category tree and the search beside the text, and the same in a collapsible list for phones', () => {
    renderPortal(
      <RulesPageShell alias="agent" tab="rules" side={{ categories, categoryId: 2, q: '' }}>
        <p>list</p>
      </RulesPageShell>,
    );
    const phone = screen.getByTestId('rules-side-phone');
    expect(phone.tagName).toBe('DETAILS');
    expect(phone).not.toHaveAttribute('open');
    for (const side of [phone, screen.getByTestId('rules-side')]) {
      expect(within(side).getByRole('link', { name: /^Cancellation/ })).toHaveAttribute('aria-current', 'true');
      expect(within(side).getByRole('link', { name: /^Booking/ })).toHaveAttribute('href', '/rules?category=1');
      expect(within(side).getByRole('searchbox', { name: 'Search the rules' })).toHaveAttribute('name', 'q');
    }
  });
});

describe('the rules in context', () => {
  const question = (id: number, slug: string, text: string) => ({ id, slug, question: text });

  it('is one line of links to the rules and one to at most three answers of the FAQ, each in a new tab', () => {
    const faq = [
      question(1, 'visa-egypt', 'Is a visa needed?'),
      question(2, 'charter-times', 'Can a charter move?'),
      question(3, 'luggage', 'How much luggage?'),
      question(4, 'fourth', 'A fourth?'),
    ];
    renderPortal(
      <ContextRuleLinks
        label="Rules for this trip:"
        rules={[rule({ id: 3, title: 'Visa for Egypt' }), rule({ id: 8, title: 'Charter: a new departure time' })]}
        faqLabel="Questions about this trip:"
        faq={faq}
        testId="booking-rules"
      />,
    );
    const line = screen.getByTestId('booking-rules');
    expect(line).toHaveTextContent('Rules for this trip: Visa for Egypt · Charter: a new departure time');
    expect(
      within(line)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/rules/3', '/rules/8']);
    const questions = screen.getByTestId('booking-rules-faq');
    expect(questions).toHaveTextContent(
      'Questions about this trip: Is a visa needed? · Can a charter move? · How much luggage?',
    );
    const links = within(questions).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/faq#visa-egypt', '/faq#charter-times', '/faq#luggage']);
    for (const link of [...within(line).getAllByRole('link'), ...links])
      expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the questions alone when no rule concerns the trip, and nothing when neither does', () => {
    const { unmount } = renderPortal(
      <ContextRuleLinks
        label="Rules:"
        rules={[]}
        faqLabel="Questions:"
        faq={[question(1, 'visa', 'Visa?')]}
        testId="booking-rules"
      />,
    );
    expect(screen.queryByTestId('booking-rules')).not.toBeInTheDocument();
    expect(screen.getByTestId('booking-rules-faq')).toHaveTextContent('Questions: Visa?');
    unmount();
    const { container } = renderPortal(
      <ContextRuleLinks label="Rules:" rules={[]} faqLabel="Questions:" faq={[]} testId="booking-rules" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the rules addresses', () => {
  it('keeps the category and the search in the URL and drops what cannot be read', () => {
    expect(rulesListHref({ category: 2 })).toBe('/rules?category=2');
    expect(ruleHref(7, { q: 'visa egypt' })).toBe('/rules/7?q=visa+egypt');
    expect(readRulesFilter({ category: '2', q: '  visa ' })).toEqual({ category: 2, q: 'visa' });
    expect(readRulesFilter({ category: 'x', q: ['a', 'b'] })).toEqual({ category: undefined, q: 'a' });
    expect(readRulesFilter({ q: 'y'.repeat(300) }).q).toHaveLength(100);
  });
});
