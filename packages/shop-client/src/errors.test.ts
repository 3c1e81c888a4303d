import { describe, expect, it } from 'vitest';
import { shopErrorOf } from './errors.js';

describe('backend call fails: first message of the top-level errors, else of userErrors or customerUserErrors, else "X is not defined"', () => {
  it('takes the first top-level error first', () => {
    const error = shopErrorOf(
      { errors: [{ message: 'Field cart is wrong' }, { message: 'second' }] },
      'cart',
      [{ message: 'user error', field: ['x'], code: 'INVALID' }],
      null,
    );
    expect(error).toMatchObject({ kind: 'backend', message: 'Field cart is wrong' });
    expect(error?.errors).toHaveLength(2);
  });

  it('else the first user error, keeping field and code for forms', () => {
    const error = shopErrorOf(
      { data: {} },
      'customer',
      [
        { message: 'Email has already been taken', field: ['input', 'email'], code: 'TAKEN' },
        { message: 'Password is too short', field: ['input', 'password'], code: 'TOO_SHORT' },
      ],
      null,
    );
    expect(error).toEqual({
      kind: 'email-taken',
      message: 'Email has already been taken',
      errors: [
        { message: 'Email has already been taken', field: ['input', 'email'], code: 'TAKEN' },
        { message: 'Password is too short', field: ['input', 'password'], code: 'TOO_SHORT' },
      ],
    });
  });

  it('wrong credentials are invalid-credentials', () => {
    expect(
      shopErrorOf(
        { data: {} },
        'customerAccessToken',
        [{ message: 'Unidentified customer', code: 'UNIDENTIFIED_CUSTOMER' }],
        null,
      )?.kind,
    ).toBe('invalid-credentials');
  });

  it('else "X is not defined" where data is missing', () => {
    expect(shopErrorOf({ data: { cart: null } }, 'cart', [], null)).toEqual({
      kind: 'not-found',
      message: 'cart is not defined',
      errors: [],
    });
  });

  it('no error when the payload is there', () => {
    expect(shopErrorOf({ data: {} }, 'cart', [], { id: 'x' })).toBeNull();
  });
});
