import { EDITION_KEYS, getEdition } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import {
  addressErrors,
  loginErrors,
  newPasswordRule,
  personalErrors,
  type RuleMessage,
  registrationErrors,
  repeatedPasswordRule,
  ruleText,
} from './account-rules';

const ADDRESS = {
  firstName: 'Anna',
  lastName: 'Rossi',
  company: '',
  address1: 'Via Roma',
  address2: '12',
  zip: '00100',
  city: 'Roma',
};

// Each row: the input, and the spec's English text of the one message it must produce (undefined: valid).
const CASES: { name: string; check: (country: string) => unknown; english: string | undefined }[] = [
  { name: 'empty password', check: () => newPasswordRule(''), english: 'The password is empty' },
  {
    name: 'short password',
    check: () => newPasswordRule('Ab1!'),
    english: 'The password must be at least 8 characters long.',
  },
  {
    name: 'no uppercase',
    check: () => newPasswordRule('abcdef1!'),
    english: 'The password must contain at least one uppercase letter.',
  },
  {
    name: 'no lowercase',
    check: () => newPasswordRule('ABCDEF1!'),
    english: 'The password must contain at least one lowercase letter.',
  },
  {
    name: 'no digit',
    check: () => newPasswordRule('Abcdefg!'),
    english: 'The password must contain at least one digit.',
  },
  {
    name: 'no special character',
    check: () => newPasswordRule('Abcdefg1'),
    english: 'The password must contain at least one special character.',
  },
  {
    name: 'longer than the shop backend takes',
    check: () => newPasswordRule(`Abcdefg1!${'x'.repeat(32)}`),
    english: 'The password must not be longer than 40 characters.',
  },
  {
    name: 'a space at either end',
    check: () => newPasswordRule(' Abcdefg1!'),
    english: 'The password must not begin or end with a space.',
  },
  { name: 'good password', check: () => newPasswordRule('Äbcdefg1!'), english: undefined },
  {
    name: 'good password, 40 characters',
    check: () => newPasswordRule(`Abcdefg1!${'x'.repeat(31)}`),
    english: undefined,
  },
  {
    name: 'repeat empty',
    check: () => repeatedPasswordRule('Abcdef1!', ''),
    english: 'Please enter Password.',
  },
  {
    name: 'repeat differs',
    check: () => repeatedPasswordRule('Abcdef1!', 'Abcdef1?'),
    english: 'The passwords does not match',
  },
  {
    name: 'login bad email',
    check: () => loginErrors({ email: 'anna@', password: 'x' }).email,
    english: 'Please input correct email',
  },
  {
    name: 'login no password',
    check: () => loginErrors({ email: 'anna@example.com', password: '' }).password,
    english: 'Please input password',
  },
  {
    name: 'registration first name',
    check: () =>
      registrationErrors({
        firstName: ' ',
        lastName: 'R',
        email: 'a@example.com',
        password: 'Abcdef1!',
        passwordRepeat: 'Abcdef1!',
      }).firstName,
    english: 'Please input your first name',
  },
  {
    name: 'registration last name',
    check: () =>
      registrationErrors({
        firstName: 'A',
        lastName: '',
        email: 'a@example.com',
        password: 'Abcdef1!',
        passwordRepeat: 'Abcdef1!',
      }).lastName,
    english: 'Please input your last name',
  },
  {
    name: 'phone not E.164',
    check: (country) => personalErrors({ firstName: 'A', lastName: 'B', phone: '0170 1234' }, country).phone,
    english: 'Phone Number needs to be in format E.164 e.g {phone}',
  },
  {
    name: 'phone empty is fine',
    check: (country) => personalErrors({ firstName: 'A', lastName: 'B', phone: '' }, country).phone,
    english: undefined,
  },
  {
    name: 'phone in E.164',
    check: (country) =>
      personalErrors({ firstName: 'A', lastName: 'B', phone: '+4930123456' }, country).phone,
    english: undefined,
  },
  {
    name: 'address street',
    check: (country) => addressErrors({ ...ADDRESS, address1: '' }, country).address1,
    english: 'Please enter your street',
  },
  {
    name: 'address postal code',
    check: (country) => addressErrors({ ...ADDRESS, zip: '' }, country).zip,
    english: 'Please enter your postal code',
  },
  {
    name: 'address city',
    check: (country) => addressErrors({ ...ADDRESS, city: '' }, country).city,
    english: 'Please enter your city',
  },
  {
    name: 'address without company',
    check: (country) => addressErrors(ADDRESS, country).company,
    english: undefined,
  },
];

describe.each(EDITION_KEYS)('account form rules in the %s edition', (edition) => {
  const country = getEdition(edition).code;
  it.each(CASES)('$name', async ({ check, english }) => {
    const result = check(country) as RuleMessage | undefined;
    if (english === undefined) {
      expect(result).toBeUndefined();
      return;
    }
    if (!result) throw new Error('expected a message');
    const [local, englishIntl] = await Promise.all([getIntl(edition), getIntl('en')]);
    expect(ruleText(englishIntl.t, result)).toBe(
      english.replace('{phone}', String(result.values?.phone ?? '')),
    );
    const text = ruleText(local.t, result);
    expect(text).not.toBe(result.id);
    expect(text.trim().length).toBeGreaterThan(3);
    if (result.values?.phone) expect(text).toContain(String(result.values.phone));
  });

  it('line 2 is required only in Italy, with the house-number message', async () => {
    const errors = addressErrors({ ...ADDRESS, address2: '' }, country);
    if (country === 'IT') {
      expect(errors.address2?.id).toBe('validation.address.houseNumber');
      expect((await getIntl('en')).t('validation.address.houseNumber')).toBe(
        'Please enter your house number',
      );
    } else expect(errors.address2).toBeUndefined();
  });
});

describe('the translations differ from English where the language does', () => {
  it.each(EDITION_KEYS.filter((key) => !['en', 'gb'].includes(key)))('%s', async (edition) => {
    const [local, english] = await Promise.all([getIntl(edition), getIntl('en')]);
    for (const id of [
      'validation.password.empty',
      'validation.address.street',
      'validation.email.invalid',
    ] as const)
      expect(local.t(id)).not.toBe(english.t(id));
  });
});
