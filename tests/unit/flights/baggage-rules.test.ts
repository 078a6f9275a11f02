import { allowanceText, baggageGroups, baggageLines } from '@/lib/flights/baggage';
import { fareRuleLines } from '@/lib/flights/rules';
import { charterRules, leg, lightBaggage, regularRules, standardBaggage } from '../fixtures/flights';
import { translator } from './translator';

describe('the baggage text (docs/product.md §11 "a leg", §9 default)', () => {
  it('says the default allowance when the airline gives none, in all four languages', () => {
    expect(baggageLines(null, translator('en'))).toEqual(['20 kg checked and 6 kg hand luggage per person']);
    expect(baggageLines(null, translator('ru'))).toEqual(['20 кг багажа и 6 кг ручной клади на человека']);
    expect(baggageLines(null, translator('ro'))).toEqual(['20 kg bagaj de cală și 6 kg bagaj de mână de persoană']);
    expect(baggageLines(null, translator('ua'))).toEqual(['20 кг багажу та 6 кг ручної поклажі на особу']);
  });

  it('gives checked and hand luggage with sizes per adult and per infant, in all four languages', () => {
    expect(baggageLines(standardBaggage, translator('en'))).toEqual([
      'Adults and children over 12: 23 kg checked baggage (158 cm), 8 kg hand luggage (55×40×20 cm)',
      'Infants: 10 kg checked baggage, no hand luggage',
    ]);
    expect(baggageLines(standardBaggage, translator('ru'))).toEqual([
      'Взрослые и дети старше 12 лет: багаж 23 кг (158 см), ручная кладь 8 кг (55×40×20 см)',
      'Младенцы: багаж 10 кг, без ручной клади',
    ]);
    expect(baggageLines(standardBaggage, translator('ro'))).toEqual([
      'Adulți și copii peste 12 ani: bagaj de cală 23 kg (158 cm), bagaj de mână 8 kg (55×40×20 cm)',
      'Sugari: bagaj de cală 10 kg, fără bagaj de mână',
    ]);
    expect(baggageLines(standardBaggage, translator('ua'))).toEqual([
      'Дорослі та діти старші 12 років: багаж 23 кг (158 см), ручна поклажа 8 кг (55×40×20 см)',
      'Немовлята: багаж 10 кг, без ручної поклажі',
    ]);
  });

  it('says when a fare carries no checked baggage', () => {
    expect(allowanceText(lightBaggage.adult, translator('en'))).toBe(
      'no checked baggage, 8 kg hand luggage (55×40×20 cm)',
    );
    expect(allowanceText(lightBaggage.infant, translator('ro'))).toBe('fără bagaj de cală, fără bagaj de mână');
  });

  it('says a trip’s baggage once when every leg carries the same, else per flight', () => {
    const same = [leg({ flight_number: 'H4 7002' }), leg({ flight_number: 'H4 7003' })];
    expect(baggageGroups(same)).toEqual([{ flights: ['H4 7002', 'H4 7003'], baggage: null }]);
    const mixed = [
      leg({ flight_number: 'TK 268', baggage: standardBaggage }),
      leg({ flight_number: 'TK 2412' }),
      leg({ flight_number: 'TK 267', baggage: standardBaggage }),
    ];
    expect(baggageGroups(mixed)).toEqual([
      { flights: ['TK 268', 'TK 267'], baggage: standardBaggage },
      { flights: ['TK 2412'], baggage: null },
    ]);
  });
});

describe('the fare rules per flight type (docs/product.md §11 "rules")', () => {
  it('tells a regular fare is non-refundable, with check-in times and ticketing at once', () => {
    expect(fareRuleLines(regularRules, 'regular', translator('en'), 'en')).toEqual([
      { kind: 'refund', text: 'Regular fare: non-refundable, the price is not returned once the tickets are booked.' },
      { kind: 'checkIn', text: 'Check-in opens 3 hours and closes 45 minutes before departure.' },
      { kind: 'ticketing', text: 'E-tickets are issued right after payment.' },
    ]);
  });

  it('tells a charter’s times may move and what a cancellation before ticketing costs', () => {
    const lines = fareRuleLines(charterRules, 'charter', translator('en'), 'en');
    expect(lines.map((line) => line.kind)).toEqual(['refund', 'times', 'cancellation', 'checkIn', 'ticketing']);
    expect(lines.find((line) => line.kind === 'refund')?.text).toBe('Non-refundable fare.');
    expect(lines.find((line) => line.kind === 'times')?.text).toBe(
      'Charter flight: the departure and arrival times may change.',
    );
    expect(lines.find((line) => line.kind === 'cancellation')?.text).toBe(
      'Can be cancelled before the tickets are issued for a penalty of 123.50\u00a0€ for all passengers.',
    );
    expect(lines.find((line) => line.kind === 'ticketing')?.text).toBe(
      'E-tickets are issued 30 minutes after payment.',
    );
  });

  it('writes the rules in the reader’s language with its plurals and number format', () => {
    const ru = fareRuleLines(charterRules, 'charter', translator('ru'), 'ru');
    expect(ru.find((line) => line.kind === 'checkIn')?.text).toBe(
      'Регистрация открывается за 3 часа и закрывается за 40 минут до вылета.',
    );
    expect(ru.find((line) => line.kind === 'cancellation')?.text).toBe(
      'До выписки билетов бронь можно аннулировать со штрафом 123,50\u00a0€ за всех пассажиров.',
    );
    const ua = fareRuleLines(regularRules, 'regular', translator('ua'), 'uk');
    expect(ua[0]!.text).toBe('Регулярний рейс: тариф неповоротний, після бронювання вартість квитків не повертається.');
    expect(ua[1]!.text).toBe('Реєстрація відкривається за 3 години і закривається за 45 хвилин до вильоту.');
    const ro = fareRuleLines(
      { ...charterRules, check_in: { open_hours: 1, close_minutes: 21 } },
      'charter',
      translator('ro'),
      'ro',
    );
    expect(ro.find((line) => line.kind === 'checkIn')?.text).toBe(
      'Check-in-ul se deschide cu 1 oră și se închide cu 21 de minute înainte de decolare.',
    );
  });
});
