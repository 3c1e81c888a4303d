import { describe, expect, it } from 'vitest';
import { tagManagerId } from './config';

describe('no third-party script by default; TAG_MANAGER_ID switches the tag manager on', () => {
  it('unset or empty: none', () => {
    expect(tagManagerId({})).toBeNull();
    expect(tagManagerId({ TAG_MANAGER_ID: ' ' })).toBeNull();
  });

  it('a container id: that one', () => {
    expect(tagManagerId({ TAG_MANAGER_ID: ' GTM-AB12CD ' })).toBe('GTM-AB12CD');
  });

  it('anything else is refused, so nothing foreign reaches the inline script', () => {
    expect(tagManagerId({ TAG_MANAGER_ID: "GTM-1');alert(1);//" })).toBeNull();
    expect(tagManagerId({ TAG_MANAGER_ID: 'UA-12345-1' })).toBeNull();
  });
});
