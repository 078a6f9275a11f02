/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DocumentsView } from '@/components/documents/documents-view';
import { formatFileSize } from '@/lib/format/size';
import type { DocumentGroup } from '@/lib/schemas/content';
import en from '@/messages/en';
import ro from '@/messages/ro';
import ru from '@/messages/ru';
import ua from '@/messages/ua';
import { renderPortal } from '../fixtures/render';

const groups: DocumentGroup[] = [
  {
    kind: 'contract',
    name: 'Contract and annexes',
    documents: [
      {
        id: 1,
        kind: 'contract',
        title: 'Agency contract',
        description: 'With both parties’ details.',
        file_name: 'contract_agentie.pdf',
        size: 250_000,
        language: 'ro',
        published_at: '2026-01-10',
      },
      {
        id: 2,
        kind: 'contract',
        title: 'Annex 1',
        description: 'Commission.',
        file_name: 'anexa_1.pdf',
        size: 1_300_000,
        language: 'ro',
        published_at: '2026-10-22',
      },
    ],
  },
  {
    kind: 'price_list',
    name: 'Price lists',
    documents: [
      {
        id: 3,
        kind: 'price_list',
        title: 'Turkey, summer',
        description: 'Prices.',
        file_name: 'turcia.pdf',
        size: 2048,
        language: 'ua',
        published_at: '2026-11-01',
      },
    ],
  },
];

interface Answer {
  status: number;
  json?: unknown;
  headers?: Record<string, string>;
}

/** A fetch that answers each call with the next of `answers` (a promise, to hold a call open). */
function stubDownloads(...answers: Array<Answer | Promise<Answer>>) {
  const fetchMock = jest.fn(async () => {
    const { status, json, headers = {} } = await answers.shift()!;
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(headers),
      blob: async () => new Blob(['%PDF-1.4']),
      text: async () => JSON.stringify(json ?? {}),
    } as unknown as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

let saved: string[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:document');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('DocumentsView', () => {
  it('lists the files by kind with title, description, own language, size in the reader’s units and date, every value labelled for the phone cards', () => {
    renderPortal(<DocumentsView groups={groups} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Contract and annexes',
      'Price lists',
    ]);
    const table = screen.getByTestId('documents-table-contract');
    expect(table).toHaveClass('card-table');
    const [contract] = within(table).getAllByTestId('document-row');
    expect(within(contract!).getByRole('rowheader')).toHaveTextContent('Agency contract');
    expect(within(contract!).getByRole('rowheader')).toHaveTextContent('With both parties’ details.');
    const labelled = Object.fromEntries(
      [...contract!.querySelectorAll('[data-label]')].map((cell) => [
        cell.getAttribute('data-label'),
        cell.textContent,
      ]),
    );
    expect(labelled).toEqual({
      [en.documents.columns.language]: 'Română',
      [en.documents.columns.size]: '244 kB',
      [en.documents.columns.date]: '10.01.2026',
    });
    expect(within(screen.getByTestId('documents-table-price_list')).getByText('Українська')).toHaveAttribute(
      'lang',
      'uk',
    );
  });

  it.each([
    ['ru', ru, '1,2 МБ'],
    ['ua', ua, '1,2 МБ'],
    ['ro', ro, '1,2 MB'],
  ] as const)('in %s the headers, the button and the size are in the reader’s language', (locale, messages, size) => {
    renderPortal(<DocumentsView groups={groups} />, { locale });
    expect(screen.getByRole('heading', { level: 1, name: messages.pages.documents.title })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: messages.documents.columns.size })).toHaveLength(2);
    expect(screen.getByText(size)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: messages.documents.downloadNamed.replace('{title}', 'Annex 1') }),
    ).toHaveTextContent(messages.documents.download);
  });

  it('says "No matching records found" when the agency has no files', () => {
    renderPortal(<DocumentsView groups={[]} />, { locale: 'ro' });
    expect(screen.getByTestId('documents-empty')).toHaveTextContent(ro.common.noOptions);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads through the BFF with the CSRF header and saves under the server’s name, busy meanwhile', async () => {
    let answer!: (value: Answer) => void;
    const fetchMock = stubDownloads(new Promise<Answer>((resolve) => (answer = resolve)));
    renderPortal(<DocumentsView groups={groups} />);
    const button = screen.getByRole('button', { name: 'Download: Agency contract' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    // Another row stays usable while this one loads.
    expect(screen.getByRole('button', { name: 'Download: Annex 1' })).toBeEnabled();

    answer({
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="contract_agentie.pdf"',
      },
    });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v1/documents/1/download');
    expect(new Headers(init.headers).get('x-csrf')).toBe('1');
    expect(saved).toEqual(['contract_agentie.pdf']);
    expect(screen.getByText('Saved as contract_agentie.pdf')).toBeInTheDocument();
  });

  it('shows a failed download under its own row, in the reader’s language, and lets it be tried again', async () => {
    stubDownloads(
      { status: 404, json: { error: 'Не найдено', message: 'Документ не найден.' } },
      { status: 200, headers: { 'content-disposition': 'attachment; filename="anexa_1.pdf"' } },
    );
    renderPortal(<DocumentsView groups={groups} />, { locale: 'ru' });
    const rows = screen.getAllByTestId('document-row');
    const button = within(rows[1]!).getByTestId('document-download');
    fireEvent.click(button);
    expect(await within(rows[1]!).findByRole('alert')).toHaveTextContent('Документ не найден.');
    expect(within(rows[0]!).queryByRole('alert')).toBeNull();
    expect(saved).toEqual([]);

    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual(['anexa_1.pdf']));
    expect(within(rows[1]!).queryByRole('alert')).toBeNull();
  });

  it('shows a lost connection as the network error', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderPortal(<DocumentsView groups={groups} />, { locale: 'ua' });
    fireEvent.click(screen.getAllByTestId('document-download')[2]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(ua.errors['888']);
  });
});

describe('formatFileSize', () => {
  it('writes bytes in the largest unit, one decimal below 10, in the reader’s language', () => {
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(1_300_000, 'en')).toBe('1.2 MB');
    expect(formatFileSize(250_000, 'ru')).toBe('244 кБ');
    expect(formatFileSize(250_000, 'uk')).toBe('244 кБ');
    expect(formatFileSize(15 * 1024 * 1024, 'ro')).toBe('15 MB');
    expect(formatFileSize(512, 'ro')).toBe('512 B');
  });
});
