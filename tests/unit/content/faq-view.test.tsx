/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FaqView } from '@/components/faq/faq-view';
import { openFragmentTarget } from '@/components/faq/faq-hash-opener';
import type { FaqTopic } from '@/lib/schemas/content';
import en from '@/messages/en';
import ro from '@/messages/ro';
import ua from '@/messages/ua';
import { renderPortal } from '../fixtures/render';

const topics: FaqTopic[] = [
  {
    id: 1,
    slug: 'visas',
    name: 'Visas and documents',
    entries: [
      {
        id: 11,
        slug: 'do-tourists-need-a-visa-for-egypt',
        topic_id: 1,
        question: 'Do tourists need a visa for Egypt?',
        answer:
          '<p>Yes: a <b>visa</b> on arrival in Șarm.</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">more</a>',
        countries: ['EG'],
        flight_type: null,
      },
      {
        id: 12,
        slug: 'which-passport',
        topic_id: 1,
        question: 'Which passport is needed?',
        answer: '<p>Valid six months.</p>',
        countries: [],
        flight_type: null,
      },
    ],
  },
  {
    id: 2,
    slug: 'payment',
    name: 'Payment',
    entries: [
      {
        id: 21,
        slug: 'when-to-pay',
        topic_id: 2,
        question: 'When is the tour paid?',
        answer: '<p>Within three days.</p>',
        countries: [],
        flight_type: null,
      },
    ],
  },
];

beforeEach(() => {
  window.history.replaceState(null, '', '/faq');
  Element.prototype.scrollIntoView = jest.fn();
});

describe('FaqView', () => {
  it('shows the questions by topic, each a closed disclosure whose id is its slug, answers sanitised', () => {
    const { container } = renderPortal(<FaqView topics={topics} query="" />);
    expect(screen.getByRole('heading', { level: 1, name: en.pages.faq.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Visas and documents',
      'Payment',
    ]);
    const entries = screen.getAllByTestId('faq-entry');
    expect(entries.map((entry) => entry.id)).toEqual([
      'do-tourists-need-a-visa-for-egypt',
      'which-passport',
      'when-to-pay',
    ]);
    for (const entry of entries) {
      expect(entry.tagName).toBe('DETAILS');
      expect(entry).not.toHaveAttribute('open');
      expect(entry.querySelector('summary')).not.toBeNull();
    }
    // The topic links lead to the topics' headings.
    const nav = screen.getByRole('navigation', { name: en.faq.topics });
    expect(within(nav).getByRole('link', { name: 'Payment' })).toHaveAttribute('href', '#topic-payment');
    // The operator's HTML goes through the sanitiser: no script, no handler, no javascript: link.
    const answer = within(entries[0]!).getByTestId('faq-answer');
    expect(answer.querySelector('b')).toHaveTextContent('visa');
    expect(container.querySelector('script')).toBeNull();
    expect(answer.querySelector('[onclick]')).toBeNull();
    expect(answer.innerHTML).not.toContain('javascript:');
    expect(container.querySelector('mark')).toBeNull();
  });

  it('with a query, opens the found answers and marks the matches in questions and answers, diacritics ignored', () => {
    renderPortal(<FaqView topics={[topics[0]!]} query="visa sarm" />);
    const [egypt] = screen.getAllByTestId('faq-entry');
    expect(egypt).toHaveAttribute('open');
    const question = egypt!.querySelector('summary')!;
    expect([...question.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['visa']);
    const answerMarks = [...within(egypt!).getByTestId('faq-answer').querySelectorAll('mark')].map(
      (mark) => mark.textContent,
    );
    expect(answerMarks).toEqual(['visa', 'Șarm']);
    expect(screen.getByTestId('faq-found')).toHaveTextContent('2 answers found');
    expect(screen.getByRole('link', { name: en.faq.clear })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('searchbox', { name: en.faq.searchLabel })).toHaveValue('visa sarm');
  });

  it.each([
    ['ro', ro],
    ['ua', ua],
  ] as const)('an empty search says "No matching records found" in %s', (locale, messages) => {
    renderPortal(<FaqView topics={[]} query="zzz" />, { locale });
    expect(screen.getByTestId('faq-empty')).toHaveTextContent(messages.common.noOptions);
    expect(screen.queryAllByTestId('faq-entry')).toHaveLength(0);
    expect(screen.getByRole('button', { name: messages.faq.search })).toBeInTheDocument();
  });

  it('puts the query in the URL on search, and drops it for an empty one', () => {
    renderPortal(<FaqView topics={topics} query="" />);
    const box = screen.getByRole('searchbox', { name: en.faq.searchLabel });
    fireEvent.change(box, { target: { value: '  visa Egypt ' } });
    fireEvent.click(screen.getByRole('button', { name: en.faq.search }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/faq?q=visa%20Egypt');
    fireEvent.change(box, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: en.faq.search }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/faq');
  });

  it('opens the answer the URL fragment names on arrival and on a later fragment change, focusing its question', () => {
    window.history.replaceState(null, '', '/faq#which-passport');
    renderPortal(<FaqView topics={topics} query="" />);
    const passport = document.getElementById('which-passport') as HTMLDetailsElement;
    expect(passport.open).toBe(true);
    expect(passport.querySelector('summary')).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect((document.getElementById('when-to-pay') as HTMLDetailsElement).open).toBe(false);

    act(() => {
      window.history.replaceState(null, '', '/faq#when-to-pay');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect((document.getElementById('when-to-pay') as HTMLDetailsElement).open).toBe(true);
  });

  it('ignores a fragment that names no answer', () => {
    renderPortal(<FaqView topics={topics} query="" />);
    expect(openFragmentTarget('#topic-payment')).toBeNull();
    expect(openFragmentTarget('#%E0%A4%A')).toBeNull();
    expect(openFragmentTarget('')).toBeNull();
    expect(screen.getAllByTestId('faq-entry').filter((entry) => entry.hasAttribute('open'))).toHaveLength(0);
  });

  it('copies the link to an answer, and says so in its tooltip; a refused clipboard says that instead', async () => {
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPortal(<FaqView topics={topics} query="" />);
    const [first, second] = screen.getAllByRole('button', { name: en.faq.copyLink });
    expect(first).toHaveClass('tooltip');
    expect(first).toHaveAttribute('data-tooltip', en.faq.copyLink);

    fireEvent.click(first!);
    await waitFor(() => expect(first).toHaveAttribute('data-tooltip', en.alerts.success.linkCopied));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/faq#do-tourists-need-a-visa-for-egypt`);
    expect(screen.getAllByRole('status').some((status) => status.textContent === en.alerts.success.linkCopied)).toBe(
      true,
    );

    fireEvent.click(second!);
    await waitFor(() => expect(second).toHaveAttribute('data-tooltip', en.faq.copyFailed));
    expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/faq#which-passport`);
  });
});
