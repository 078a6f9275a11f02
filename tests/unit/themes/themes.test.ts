import { themeForHost } from '@/themes';

describe('theme by Host header', () => {
  it.each([
    ['agent.podorozhi.com.ua', 'ua'],
    ['ua.localhost:3000', 'ua'],
    ['ua.localhost', 'ua'],
    ['UA.LOCALHOST:3000', 'ua'],
    ['Agent.Podorozhi.COM.UA', 'ua'],
    ['agent.podorozhi.com.ua.', 'ua'],
    ['agent.podorozhi.com.ua.:443', 'ua'],
    ['localhost:3000', 'default'],
    ['default.localhost', 'default'],
    ['unknown.example', 'default'],
    ['evil.com', 'default'],
    ['ua.localhost.evil.com', 'default'],
    ['evil.com/ua.localhost', 'default'],
    ['ua.localhost@evil.com', 'default'],
    ['', 'default'],
    [null, 'default'],
    [undefined, 'default'],
  ])('%j → %s', (host, id) => {
    expect(themeForHost(host).id).toBe(id);
  });
});
