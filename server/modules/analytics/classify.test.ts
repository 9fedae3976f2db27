import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barePath, isBot, referrerHost, siteHosts } from './classify';

const site = siteHosts('https://homehunter.example', ['https://www.homehunter.example']);

describe('referrerHost', () => {
  it('keeps only the referring host, lower-cased', () => {
    expect(referrerHost('https://www.Google.co.uk/search?q=my+house&token=abc', site)).toBe(
      'www.google.co.uk',
    );
    expect(referrerHost('http://news.example:8080/a/b#c', site)).toBe('news.example');
  });

  it('counts no referrer, junk and this site as direct (null)', () => {
    for (const value of [
      undefined,
      null,
      '',
      'not a url',
      '/relative',
      'android-app://com.x',
      'file:///etc/x',
    ])
      expect(referrerHost(value, site)).toBeNull();
    expect(referrerHost('https://homehunter.example/properties/1?x=1', site)).toBeNull();
    expect(referrerHost('https://WWW.homehunter.example/', site)).toBeNull();
    expect(referrerHost('http://localhost:5173/map', site, 'localhost:5173')).toBeNull();
    expect(referrerHost('http://localhost:5174/map', site, 'localhost:5173')).toBe('localhost');
  });

  it('never returns a path, query string or fragment, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()),
        (value) => {
          const host = referrerHost(value, site);
          if (host === null) return;
          expect(host).not.toMatch(/[/?#@\s]/);
          expect(host).toBe(host.toLowerCase());
          expect(new URL(value).hostname.toLowerCase()).toBe(host);
        },
      ),
    );
  });

  it('treats any URL on this site as direct', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        expect(referrerHost(`https://homehunter.example${path}?${query}`, site)).toBeNull();
      }),
    );
  });
});

describe('isBot', () => {
  it('recognises crawlers, monitors and scripts', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
      'curl/8.4.0',
      'Wget/1.21',
      'python-requests/2.31',
      'Baiduspider',
      'AhrefsBot/7.0',
      '',
      undefined,
    ])
      expect(isBot(agent), String(agent)).toBe(true);
  });

  it('lets browsers through', () => {
    for (const agent of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Version/17.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 9; CUBOT_X19) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:120.0) Gecko/20100101 Firefox/120.0',
    ])
      expect(isBot(agent), agent).toBe(false);
  });

  it('calls any agent naming a crawler or spider a bot, in any case', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('crawler', 'Spider', 'HEADLESS', 'Googlebot/'),
        fc.string(),
        (a, word, b) => {
          expect(isBot(`${a}${word}${b}`)).toBe(true);
        },
      ),
    );
  });
});

describe('barePath', () => {
  it('drops the query string and fragment', () => {
    expect(barePath('/reset-password?token=secret')).toBe('/reset-password');
    expect(barePath('/properties/12#gallery?x')).toBe('/properties/12');
    expect(barePath('/')).toBe('/');
  });

  it('never keeps a ? or #, and is a prefix of its input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), (url) => {
        const path = barePath(url);
        expect(path).not.toMatch(/[?#]/);
        expect(url.startsWith(path)).toBe(true);
        expect(path.length).toBeLessThanOrEqual(2048);
      }),
    );
  });
});
