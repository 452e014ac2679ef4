import { externalFailureOf, renewalTime } from '../../src/providers/oidc';

describe('external sign-in', () => {
  it('renews a minute before expiry, or halfway through what is left for short tokens', () => {
    const now = 1_000_000;
    expect(renewalTime(now, 600)).toBe(now + 540_000);
    expect(renewalTime(now, 120)).toBe(now + 60_000);
    expect(renewalTime(now, 20)).toBe(now + 10_000);
  });

  it('maps a refusal to cancelled and everything else to failed', () => {
    expect(externalFailureOf({ error: 'access_denied' })).toBe('cancelled');
    expect(externalFailureOf({ error: 'invalid_grant' })).toBe('failed');
    expect(externalFailureOf(new Error('No matching state found in storage'))).toBe('failed');
    expect(externalFailureOf(new TypeError('Failed to fetch'))).toBe('failed');
  });
});
