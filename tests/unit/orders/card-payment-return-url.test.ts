import { cardPaymentReturnUrl } from '@/lib/orders/return-url';

describe('the card payment return URL', () => {
  it('is built from a Host the theme registry knows, with its port and scheme', () => {
    expect(cardPaymentReturnUrl('agent.nistruvoyage.md', true, 41)).toBe(
      'https://agent.nistruvoyage.md/orders/card-payment/41',
    );
    expect(cardPaymentReturnUrl('nistru.localhost:3700', false, 41)).toBe(
      'http://nistru.localhost:3700/orders/card-payment/41',
    );
    expect(cardPaymentReturnUrl('localhost:3700', false, 7)).toBe('http://localhost:3700/orders/card-payment/7');
    expect(cardPaymentReturnUrl('Agent.CodruTravel.MD', true, 7)).toBe(
      'https://agent.codrutravel.md/orders/card-payment/7',
    );
  });

  it.each([
    ['an unknown host', 'evil.example'],
    ['a look-alike of a brand', 'agent.nistruvoyage.md.evil.example'],
    ['an unknown *.localhost', 'evil.localhost'],
    ['user info', 'evil.example@agent.nistruvoyage.md'],
    ['a path', 'agent.nistruvoyage.md/evil'],
    ['two hosts', 'agent.nistruvoyage.md, evil.example'],
    ['no host', null],
    ['an empty host', ''],
  ])('is refused for %s', (_, host) => {
    expect(cardPaymentReturnUrl(host, true, 41)).toBeNull();
  });
});
