/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { OrderDocuments } from '@/components/orders/view/order-documents';
import { renderPortal } from '../fixtures/render';

// A document not issued yet is said in the grammar of its name (issue 43: "квитанция … будет доступна").

describe('the reason beside a document not issued yet', () => {
  it.each([
    ['ru', 'invoice', 'Ещё не выдан.'],
    ['ru', 'medical_insurance', 'Ещё не выдана.'],
    ['ru', 'fly_tickets', 'Ещё не выданы.'],
    ['ro', 'invoice', 'Încă nu este emisă.'],
    ['ro', 'voucher', 'Încă nu este emis.'],
    ['ro', 'all_documents', 'Încă nu sunt emise.'],
    ['en', 'medical_insurance', 'Not issued yet.'],
  ] as const)('%s, %s: %s', (locale, kind, reason) => {
    renderPortal(<OrderDocuments order={{ id: 5, documents: [] }} />, { locale });
    expect(screen.getByTestId(`document-${kind}`)).toHaveTextContent(reason);
  });
});
