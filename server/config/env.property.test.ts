import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedOriginsSchema, loadConfig, trustProxySchema } from './env';

const cidr = fc.oneof(
  fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 32 })).map(([ip, bits]) => `${ip}/${bits}`),
  fc.tuple(fc.ipV6(), fc.integer({ min: 0, max: 128 })).map(([ip, bits]) => `${ip}/${bits}`),
);
const proxy = fc.oneof(fc.ipV4(), fc.ipV6(), cidr, fc.constantFrom('loopback', 'linklocal', 'uniquelocal'));
const origin = fc
  .tuple(fc.constantFrom('http', 'https'), fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 })))
  .map(([scheme, host, port]) => new URL(`${scheme}://${host}${port === null ? '' : `:${port}`}`).origin);

describe('TRUST_PROXY', () => {
  it('is off by default and for false/0', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', 'false', '0', 'off', 'FALSE']) expect(trustProxySchema.parse(off)).toBe(false);
  });

  it('accepts any list of proxy addresses, CIDRs and range names', () => {
    fc.assert(
      fc.property(fc.array(proxy, { minLength: 1, maxLength: 5 }), (proxies) => {
        expect(trustProxySchema.parse(proxies.join(' , '))).toEqual(proxies.map((p) => p.toLowerCase()));
      }),
    );
  });

  it('refuses trusting every hop, hop counts and anything that is not an address, with a reason', () => {
    for (const value of ['true', 'yes', '1', '2'])
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: give the proxies' addresses/);
    for (const value of ['10.0.0.0/33', '::1/129', 'proxy.example', '10.0.0.1/8/8', '10.0.0.1,everyone'])
      expect(trustProxySchema.safeParse(value).success).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, nginx' })).toThrow(
      'TRUST_PROXY: "nginx" is not an IP address, a CIDR range or loopback/linklocal/uniquelocal',
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.string(), (value) => void trustProxySchema.safeParse(value)));
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('is empty by default', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([]);
  });

  it('accepts any list of origins, written in any case or with a trailing slash', () => {
    fc.assert(
      fc.property(fc.array(origin, { maxLength: 5 }), (origins) => {
        const written = origins.map((o, i) => (i % 2 ? `${o.toUpperCase()}/` : o)).join(',');
        expect(allowedOriginsSchema.parse(written)).toEqual(origins);
      }),
    );
  });

  it('refuses anything that is not a bare http(s) origin', () => {
    for (const value of [
      'example.com',
      'https://example.com/app',
      'https://*.example.com',
      'ftp://example.com',
    ])
      expect(() => loadConfig({ ALLOWED_ORIGINS: value })).toThrow(
        `ALLOWED_ORIGINS: "${value}" is not an origin like https://example.com`,
      );
    expect(allowedOriginsSchema.safeParse('https://a.example?x=1').success).toBe(false);
    expect(allowedOriginsSchema.safeParse('https://user@a.example').success).toBe(false);
  });
});
