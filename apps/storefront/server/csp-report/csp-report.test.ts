import { describe, expect, it } from 'vitest';
import { cspViolations, loggableUrl } from './csp-report';

describe('CSP violation reports', () => {
  it('reads the report-uri form', () => {
    const body = {
      'csp-report': {
        'document-uri': 'https://shop.example/de/reset-password?id=1&token=secret',
        'blocked-uri': 'inline',
        'violated-directive': 'script-src-elem',
        'line-number': 12,
        'script-sample': 'alert(1)',
        disposition: 'enforce',
      },
    };
    expect(cspViolations(body)).toEqual([
      {
        document: 'https://shop.example/de/reset-password',
        blocked: 'inline',
        directive: 'script-src-elem',
        line: 12,
        sample: 'alert(1)',
        disposition: 'enforce',
      },
    ]);
  });

  it('reads a Reporting API batch and skips other report types', () => {
    const batch = [
      { type: 'deprecation', body: {} },
      {
        type: 'csp-violation',
        url: 'https://shop.example/de/',
        body: { blockedURL: 'https://evil.example/x.js?k=v', effectiveDirective: 'script-src-elem' },
      },
    ];
    expect(cspViolations(batch)).toEqual([
      {
        document: 'https://shop.example/de/',
        blocked: 'https://evil.example/x.js',
        directive: 'script-src-elem',
      },
    ]);
  });

  it.each([null, 1, 'x', {}, { 'csp-report': 'x' }, [{ body: {} }]])('refuses %j', (body) => {
    expect(cspViolations(body)).toBeNull();
  });

  it('cuts what it keeps: no query, at most 512 characters', () => {
    expect(loggableUrl(`https://shop.example/${'a'.repeat(600)}?token=1`)).toHaveLength(512);
    expect(loggableUrl('https://shop.example/x#frag')).toBe('https://shop.example/x');
  });
});
