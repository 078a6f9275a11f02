/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MarkPublicationRead } from '@/components/news/mark-publication-read';
import { NewsList } from '@/components/news/news-list';
import type { PublicationCategoryCount } from '@/lib/hooks/use-publications';
import { useSearchParams } from 'next/navigation';
import { newsSearch, publicationsListKey, readNewsQuery } from '@/lib/news/query';
import { searchParamsOf } from '@/lib/query-string';
import type { NewsQuery, PublicationSummary, PublicationsList } from '@/lib/schemas/content';
import { contentSearch } from '@/lib/shared/content-search';
import { renderPortal, stubFetch } from '../fixtures/render';

jest.mock('next/navigation', () => jest.requireActual('../fixtures/history-navigation'));

const item = (id: number, fields: Partial<PublicationSummary> = {}): PublicationSummary => ({
  id,
  category: 'operator',
  category_name: 'Operator news',
  title: `News ${id}`,
  teaser: `Teaser ${id}`,
  image: null,
  pinned: false,
  published_at: '2026-11-20T08:00:00.000Z',
  was_read: true,
  ...fields,
});

const pinned = item(3, {
  title: 'Office hours over the holidays',
  pinned: true,
  was_read: false,
  image: '/news/office.svg',
});
const visa = item(2, {
  category: 'visas',
  category_name: 'Visas and documents',
  title: 'Schengen visas: new forms',
  teaser: 'The consulate asks for the new forms.',
  was_read: false,
  published_at: '2026-10-05T09:00:00.000Z',
});
const old = item(1, { title: 'Winter programme', teaser: 'Ski resorts of Romania.' });

const list = (
  data: PublicationSummary[],
  total = data.length,
  unread = data.filter((n) => !n.was_read).length,
  page = 1,
): PublicationsList => ({
  data,
  meta: { total, page, size: 10 },
  unread,
});
const categories: PublicationCategoryCount[] = [
  { id: 'operator', name: 'Operator news', total: 2, unread: 1 },
  { id: 'programs', name: 'Programmes and hotels', total: 0, unread: 0 },
  { id: 'promotions', name: 'Special offers', total: 0, unread: 0 },
  { id: 'flights', name: 'Flights', total: 0, unread: 0 },
  { id: 'visas', name: 'Visas and documents', total: 1, unread: 1 },
];

/** The server page as the browser meets it: each URL the list navigates to is read by the page's reader (its schema) and rendered with `serve`'s answer. */
function NewsServer({ serve }: { serve: (query: NewsQuery) => PublicationsList }) {
  const query = readNewsQuery(searchParamsOf(useSearchParams()));
  const initial = serve(query);
  // As app/(portal)/publications/page.tsx: the words the search found in the items shown.
  const search = contentSearch(query.q, 'en');
  const marks = initial.data.flatMap((item) => search.marked(`${item.title}\n${item.teaser}`));
  return (
    <NewsList
      query={query}
      search={newsSearch({ ...query, page: 1 })}
      initialKey={publicationsListKey(query)}
      initial={initial}
      categories={categories}
      marks={marks}
    />
  );
}

function renderNews(
  initial: PublicationsList | ((query: NewsQuery) => PublicationsList) = list([pinned, visa, old]),
  extra: React.ReactNode = null,
) {
  return renderPortal(
    <>
      <NewsServer serve={typeof initial === 'function' ? initial : () => initial} />
      {extra}
    </>,
  );
}

const card = (id: number) => screen.getByTestId(`publication-${id}`);

beforeEach(() => window.history.replaceState(null, '', '/publications'));

describe('the news list', () => {
  it('shows each item with its date, category badge, title link, image when present and teaser; unread and pinned marked', () => {
    stubFetch({});
    renderNews();
    const items = within(screen.getByTestId('news-list')).getAllByRole('article');
    expect(items.map((a) => a.getAttribute('data-testid'))).toEqual([
      'publication-3',
      'publication-2',
      'publication-1',
    ]);

    const first = within(card(3));
    expect(first.getByRole('link', { name: 'Office hours over the holidays' })).toHaveAttribute(
      'href',
      '/publications/3',
    );
    expect(first.getByText('20.11.2026')).toBeInTheDocument();
    expect(first.getByTestId('category-badge')).toHaveTextContent('Operator news');
    expect(first.getByTestId('pinned-mark')).toHaveTextContent('Pinned');
    expect(first.getByTestId('unread-marker')).toHaveTextContent('New');
    expect(card(3).querySelector('img')).toHaveAttribute('src', '/news/office.svg');

    const second = within(card(2));
    expect(second.getByTestId('category-badge')).toHaveTextContent('Visas and documents');
    expect(second.getByText('The consulate asks for the new forms.')).toBeInTheDocument();
    expect(card(2).querySelector('img')).toBeNull();
    expect(second.queryByTestId('pinned-mark')).not.toBeInTheDocument();

    // A read item has no marker, only the words for a screen reader.
    expect(within(card(1)).queryByTestId('unread-marker')).not.toBeInTheDocument();
    expect(screen.getByTestId('news-unread')).toHaveTextContent('2 unread');
    // The chips carry the unread counts: all of them, then each category's.
    expect(within(screen.getByTestId('news-category-all')).getByTestId('category-unread')).toHaveTextContent('2');
    expect(
      within(screen.getByTestId('news-category-programs')).queryByTestId('category-unread'),
    ).not.toBeInTheDocument();
  });

  it('filters by category through the URL, which the server renders', async () => {
    stubFetch({});
    const served: NewsQuery[] = [];
    renderNews((query) => (served.push(query), query.category === 'visas' ? list([visa]) : list([pinned, visa, old])));
    expect(screen.getByTestId('news-category-visas')).toHaveAttribute('href', '/publications?category=visas');
    await act(async () => fireEvent.click(screen.getByTestId('news-category-visas')));

    expect(window.location.search).toBe('?category=visas');
    await waitFor(() => expect(screen.queryByTestId('publication-3')).not.toBeInTheDocument());
    expect(card(2)).toBeInTheDocument();
    expect(screen.getByTestId('news-category-visas')).toHaveAttribute('aria-current', 'page');
    expect(served.at(-1)).toEqual({ category: 'visas', q: '', page: 1 });
  });

  it('searches through the URL, highlights the matched words in titles and teasers, and says when nothing matches', async () => {
    stubFetch({});
    renderNews((query) =>
      query.q === '' ? list([pinned, visa, old]) : query.q === 'schengen forms' ? list([visa]) : list([]),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the news' }), {
      target: { value: '  schengen forms ' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find' })));

    expect(window.location.search).toBe('?q=schengen+forms');
    await waitFor(() => expect(screen.queryByTestId('publication-3')).not.toBeInTheDocument());
    const marks = [...card(2).querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['Schengen', 'forms', 'forms']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the news' }), {
      target: { value: 'nothing like it' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find' })));
    expect(await screen.findByTestId('news-empty')).toHaveTextContent('No matching records found');
  });

  it('renders a shared link from its URL: the search box and the chip show it', () => {
    window.history.replaceState(null, '', '/publications?category=visas&q=forms');
    stubFetch({});
    renderNews(list([visa]));
    expect(screen.getByRole('searchbox', { name: 'Search the news' })).toHaveValue('forms');
    expect(screen.getByTestId('news-category-visas')).toHaveAttribute('aria-current', 'page');
    expect(card(2).querySelector('mark')).toHaveTextContent('forms');
  });

  it('pages by the journal pager, keeping the filters', async () => {
    window.history.replaceState(null, '', '/publications?category=operator');
    stubFetch({});
    renderNews((query) =>
      query.page === 2
        ? list([old], 12, 1, 2)
        : list([pinned, ...Array.from({ length: 9 }, (_, i) => item(10 + i))], 12, 1),
    );
    expect(screen.getByRole('navigation', { name: 'News pages' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByTestId('page-next')));
    expect(window.location.search).toBe('?category=operator&page=2');
    expect(await screen.findByTestId('publication-1')).toBeInTheDocument();
  });

  it('marks all as read: the markers, the counts and the button go, and a toast says how many', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/publications/read_all': () => ({ json: { data: { marked: 2, unread: 0 } } }),
    });
    const { alerts } = renderNews();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' })));

    await waitFor(() => expect(screen.queryAllByTestId('unread-marker')).toHaveLength(0));
    expect(calls.map((c) => c.key)).toEqual(['POST /api/v1/publications/read_all']);
    expect(screen.getByTestId('news-unread')).toHaveTextContent('No unread news');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('category-unread')).toHaveLength(0);
    expect(alerts.getSnapshot().map((alert) => alert.message)).toContain('2 news items marked as read');
  });

  it('shows the failure of "mark all as read" and keeps the markers', async () => {
    stubFetch({
      'POST /api/v1/publications/read_all': () => ({
        status: 500,
        json: { error: 'Server error', message: 'Try later' },
      }),
    });
    const { alerts } = renderNews();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' })));
    await waitFor(() => expect(alerts.getSnapshot().map((alert) => alert.message)).toContain('Try later'));
    expect(screen.getAllByTestId('unread-marker')).toHaveLength(2);
  });
});

describe("opening a news item's page", () => {
  it('marks an unread item read once, and the list and its counts follow without a reload', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/publications/2/read': () => ({
        json: { data: { ...visa, was_read: true, body: '<p>Forms.</p>' } },
      }),
    });
    const { rerender } = renderNews(undefined, <MarkPublicationRead id={2} category="visas" wasRead={false} />);
    await waitFor(() => expect(within(card(2)).queryByTestId('unread-marker')).not.toBeInTheDocument());
    expect(card(2)).toHaveAttribute('data-read', 'true');
    expect(screen.getByTestId('news-unread')).toHaveTextContent('1 unread');
    expect(within(screen.getByTestId('news-category-visas')).queryByTestId('category-unread')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('news-category-all')).getByTestId('category-unread')).toHaveTextContent('1');
    // The pinned item is still unread.
    expect(within(card(3)).getByTestId('unread-marker')).toBeInTheDocument();

    rerender(<MarkPublicationRead id={2} category="visas" wasRead={false} />);
    expect(calls.map((c) => c.key)).toEqual(['POST /api/v1/publications/2/read']);
  });

  it('keeps the read mark when Back brings the list again with its older server answer', async () => {
    // Another id: each item is marked read once in a page's life.
    const unread = item(4, { category: 'visas', category_name: 'Visas and documents', was_read: false });
    const read = { ...unread, was_read: true };
    const { fetchMock } = stubFetch({
      'POST /api/v1/publications/4/read': () => ({ json: { data: { ...read, body: '<p>Forms.</p>' } } }),
      'GET /api/v1/publications': () => ({ json: list([pinned, read, old]) }),
    });
    const stale = list([pinned, unread, old]);
    const query = readNewsQuery(null);
    const { rerender } = renderNews(stale);
    // The item's page (the list is gone meanwhile), then Back: the same server answer as before.
    rerender(<MarkPublicationRead id={4} category="visas" wasRead={false} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    rerender(
      <NewsList
        query={query}
        search=""
        initialKey={publicationsListKey(query)}
        initial={stale}
        categories={categories}
        marks={[]}
      />,
    );
    expect(card(4)).toHaveAttribute('data-read', 'true');
    expect(screen.getByTestId('news-unread')).toHaveTextContent('1 unread');
    // And the list checks with the server, since what it holds may be old.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`),
      ).toContain('GET /api/v1/publications'),
    );
    expect(card(4)).toHaveAttribute('data-read', 'true');
  });

  it('sends nothing for an item the server already reports as read', async () => {
    const { calls } = stubFetch({});
    renderNews(undefined, <MarkPublicationRead id={1} category="operator" wasRead />);
    await act(async () => undefined);
    expect(calls).toEqual([]);
    expect(screen.getByTestId('news-unread')).toHaveTextContent('2 unread');
  });
});

describe('the news URL', () => {
  it('reads a hand-edited link forgivingly and writes a short one back', () => {
    expect(readNewsQuery(new URLSearchParams('category=visas&q=%20forms%20&page=3'))).toEqual({
      category: 'visas',
      q: 'forms',
      page: 3,
    });
    expect(readNewsQuery(new URLSearchParams('category=weather&page=-1'))).toEqual({ category: 'all', q: '', page: 1 });
    expect(newsSearch({ category: 'all', q: '', page: 1 })).toBe('');
    expect(newsSearch({ category: 'flights', q: 'sarm el', page: 2 })).toBe('?category=flights&q=sarm+el&page=2');
  });
});
