import { describe, expect, it } from 'vitest';
import { signInDelaySeconds, sourceOf } from '../../src/lib/rate-limit';

describe('rate-limit sources', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0002', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (ip, source) => {
    expect(sourceOf(ip)).toBe(source);
  });

  it('counts the addresses of one IPv6 /64 as one source, another /64 as another', () => {
    expect(sourceOf('2001:db8:1:2::a')).toBe(sourceOf('2001:db8:1:2:ffff::b'));
    expect(sourceOf('2001:db8:1:3::a')).not.toBe(sourceOf('2001:db8:1:2::a'));
  });
});

describe('sign-in delays', () => {
  it('start at the base, double with each failure and stop at the maximum', () => {
    const delays = Array.from({ length: 12 }, (_, beyond) => signInDelaySeconds(beyond, 1, 900));
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect(signInDelaySeconds(5_000, 1, 900)).toBe(900);
  });
});
