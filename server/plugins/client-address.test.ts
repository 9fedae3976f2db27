import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressNetwork } from './client-address';

/** WHATWG's canonical IPv6 spelling (lower case, longest zero run as ::, IPv4 tail in hex). */
const canonical = (ip: string) => new URL(`http://[${ip}]/`).hostname.slice(1, -1);
/** Four 16-bit groups: half an IPv6 address. */
const half = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 4, maxLength: 4 });
const spell = (groups: number[]) => groups.map((g) => g.toString(16)).join(':');

describe('addressNetwork', () => {
  it('keeps IPv4 addresses, and IPv4-mapped IPv6 counts as the IPv4 address', () => {
    expect(addressNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(addressNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressNetwork('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('groups IPv6 by /64, whatever the spelling', () => {
    const network = '2001:db8:0:5::/64';
    for (const ip of ['2001:db8:0:5::1', '2001:0DB8:0000:0005:ffff:ffff:ffff:ffff', '2001:db8::5:1:2:3:4'])
      expect(addressNetwork(ip)).toBe(network);
    expect(addressNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
    expect(addressNetwork('64:ff9b::192.0.2.7')).toBe('64:ff9b:0:0::/64');
    expect(addressNetwork('2001:db8:0:6::1')).not.toBe(network);
  });

  it('gives two addresses one bucket exactly when their first 64 bits agree', () => {
    fc.assert(
      fc.property(half, half, half, half, (prefix, otherPrefix, suffixA, suffixB) => {
        fc.pre(prefix.join() !== '0,0,0,0');
        const a = addressNetwork(canonical(spell([...prefix, ...suffixA])));
        expect(addressNetwork(spell([...prefix, ...suffixB]))).toBe(a);
        expect(addressNetwork(spell([...otherPrefix, ...suffixB])) === a).toBe(
          otherPrefix.join() === prefix.join(),
        );
      }),
    );
  });

  it('does not depend on how an address is written', () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        expect(addressNetwork(ip)).toBe(addressNetwork(canonical(ip)));
      }),
    );
  });
});
