import { describe, expect, it } from 'vitest';
import { signLink, verifyLink } from './signed-links';

const SECRET = 'test-secret';
const inAWeek = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;

describe('a signed link names its row and purpose and is trusted only as signed', () => {
  it('gives back the row of a link for this purpose', () => {
    const token = signLink(SECRET, { purpose: 'newsletter-confirm', id: 42, expiresAt: inAWeek });
    expect(verifyLink(SECRET, token, 'newsletter-confirm')).toBe(42);
  });

  it('refuses a link for another purpose, signed with another secret, or altered', () => {
    const token = signLink(SECRET, { purpose: 'newsletter-confirm', id: 42, expiresAt: inAWeek });
    expect(verifyLink(SECRET, token, 'newsletter-unsubscribe')).toBeNull();
    expect(verifyLink('other', token, 'newsletter-confirm')).toBeNull();
    const [payload, mac] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify(['newsletter-confirm', 43, inAWeek])).toString('base64url');
    expect(verifyLink(SECRET, `${forged}.${mac}`, 'newsletter-confirm')).toBeNull();
    expect(verifyLink(SECRET, `${payload}.${mac.slice(0, -1)}`, 'newsletter-confirm')).toBeNull();
    expect(verifyLink(SECRET, '', 'newsletter-confirm')).toBeNull();
    expect(verifyLink(SECRET, `${token}.x`, 'newsletter-confirm')).toBeNull();
  });

  it('refuses an expired link; a link without expiry never expires', () => {
    const token = signLink(SECRET, { purpose: 'newsletter-confirm', id: 7, expiresAt: 1_000 });
    expect(verifyLink(SECRET, token, 'newsletter-confirm')).toBeNull();
    const forever = signLink(SECRET, { purpose: 'newsletter-unsubscribe', id: 7 });
    expect(verifyLink(SECRET, forever, 'newsletter-unsubscribe', new Date('2100-01-01'))).toBe(7);
  });
});
