import { describe, expect, it } from 'vitest';
import { guesserKeys } from '../../src/modules/store-portal/store-portal.address.js';

describe('the keys an entry-code guesser is counted under', () => {
  it('counts an IPv4 address on its own and in its /24, also when written IPv4-mapped', () => {
    expect(guesserKeys('198.51.100.7')).toEqual({ address: '198.51.100.7', network: '198.51.100.0/24' });
    expect(guesserKeys('::ffff:198.51.100.7')).toEqual({ address: '198.51.100.7', network: '198.51.100.0/24' });
  });

  it('counts an IPv6 address by its /64 and its /48, however it is written', () => {
    const keys = { address: '2001:db8:0:7::/64', network: '2001:db8::/48' };
    expect(guesserKeys('2001:db8:0:7::1')).toEqual(keys);
    expect(guesserKeys('2001:0DB8:0000:0007:ffff:0:0:9')).toEqual(keys);
    expect(guesserKeys('2001:db8:0:7::198.51.100.7')).toEqual(keys);
    expect(guesserKeys('::1')).toEqual({ address: '::/64', network: '::/48' });
    expect(guesserKeys('fe80::1%eth0')).toEqual({ address: 'fe80::/64', network: 'fe80::/48' });
  });

  it('keeps anything else as it is', () => {
    expect(guesserKeys('unknown')).toEqual({ address: 'unknown', network: 'unknown' });
  });
});
