// The validation rules of spec §5 for the account forms, one message per failure. Pure functions over the typed
// values, shared by the browser forms and the storefront's own routes, so both refuse the same input.
import { PASSWORD_MIN_LENGTH } from '@shop/editions';
import type { MessageId, Translate } from '@shop/i18n';

export interface RuleMessage {
  id: MessageId;
  values?: Record<string, string | number>;
}

export type FieldErrors<F extends string> = Partial<Record<F, RuleMessage>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{1,14}$/;

const blank = (value: string | undefined) => !value || value.trim() === '';
const message = (id: MessageId, values?: RuleMessage['values']): RuleMessage =>
  values ? { id, values } : { id };

export function emailRule(email: string): RuleMessage | undefined {
  return EMAIL.test(email.trim()) ? undefined : message('validation.email.invalid');
}

/**
 * The shop backend's own limit (the Storefront API refuses longer passwords, and ones that begin or end with a
 * space): checked here so the shopper is told which, not 'Something went wrong'.
 */
export const PASSWORD_MAX_LENGTH = 40;

/**
 * A new password: empty, then each rule of §5 in turn (length, upper, lower, digit, special), with the shop
 * backend's limits (no space at either end, at most 40 characters).
 */
export function newPasswordRule(password: string): RuleMessage | undefined {
  if (password === '') return message('validation.password.empty');
  if (password !== password.trim()) return message('validation.password.whitespace');
  if ([...password].length < PASSWORD_MIN_LENGTH)
    return message('validation.password.minLength', { min: PASSWORD_MIN_LENGTH });
  if ([...password].length > PASSWORD_MAX_LENGTH)
    return message('validation.password.maxLength', { max: PASSWORD_MAX_LENGTH });
  if (!/\p{Lu}/u.test(password)) return message('validation.password.uppercase');
  if (!/\p{Ll}/u.test(password)) return message('validation.password.lowercase');
  if (!/\p{Nd}/u.test(password)) return message('validation.password.digit');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) return message('validation.password.special');
  return undefined;
}

/** The repeated password: 'Please enter Password.' when empty, else it must match. */
export function repeatedPasswordRule(password: string, repeated: string): RuleMessage | undefined {
  if (repeated === '') return message('validation.password.required');
  return repeated === password ? undefined : message('validation.password.mismatch');
}

function collect<F extends string>(checks: [F, RuleMessage | undefined][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

export interface LoginValues {
  email: string;
  password: string;
}

export function loginErrors(values: LoginValues): FieldErrors<keyof LoginValues> {
  return collect([
    ['email', emailRule(values.email)],
    ['password', values.password === '' ? message('validation.login.password') : undefined],
  ]);
}

export interface PasswordValues {
  password: string;
  passwordRepeat: string;
}

export function passwordErrors(values: PasswordValues): FieldErrors<keyof PasswordValues> {
  return collect([
    ['password', newPasswordRule(values.password)],
    ['passwordRepeat', repeatedPasswordRule(values.password, values.passwordRepeat)],
  ]);
}

export interface RegistrationValues extends PasswordValues {
  firstName: string;
  lastName: string;
  email: string;
}

export function registrationErrors(values: RegistrationValues): FieldErrors<keyof RegistrationValues> {
  return {
    ...collect<keyof RegistrationValues>([
      ['firstName', blank(values.firstName) ? message('validation.firstName.required') : undefined],
      ['lastName', blank(values.lastName) ? message('validation.lastName.required') : undefined],
      ['email', emailRule(values.email)],
    ]),
    ...passwordErrors(values),
  };
}

/** An example number in E.164 for the phone message, by the edition's country. */
const PHONE_EXAMPLES: Record<string, string> = {
  DE: '+4915123456789',
  AT: '+436641234567',
  FR: '+33612345678',
  IT: '+393123456789',
  NL: '+31612345678',
  PL: '+48512345678',
  GB: '+447911123456',
  ES: '+34612345678',
  ID: '+6281234567890',
};

export function phoneExample(country: string): string {
  return PHONE_EXAMPLES[country.toUpperCase()] ?? '+4915123456789';
}

export interface PersonalValues {
  firstName: string;
  lastName: string;
  phone: string;
}

/** Personal data: first name and surname required; the phone optional, but E.164 when given. */
export function personalErrors(values: PersonalValues, country: string): FieldErrors<keyof PersonalValues> {
  const phone = values.phone.trim();
  return collect([
    ['firstName', blank(values.firstName) ? message('validation.firstName.required') : undefined],
    ['lastName', blank(values.lastName) ? message('validation.lastName.required') : undefined],
    [
      'phone',
      phone && !E164.test(phone)
        ? message('validation.phone.e164', { phone: phoneExample(country) })
        : undefined,
    ],
  ]);
}

export interface AddressValues {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
}

/** Address line 2 holds the house number in Italy, where it is required. */
export function requiresAddressLine2(country: string): boolean {
  return country.toUpperCase() === 'IT';
}

/**
 * Address: names, street, postal code and city required; line 2 required in Italy. Company is optional
 * everywhere (docs/accounts.md: the reading we chose of §5's two).
 */
export function addressErrors(values: AddressValues, country: string): FieldErrors<keyof AddressValues> {
  return collect([
    ['firstName', blank(values.firstName) ? message('validation.address.firstName') : undefined],
    ['lastName', blank(values.lastName) ? message('validation.address.lastName') : undefined],
    ['address1', blank(values.address1) ? message('validation.address.street') : undefined],
    [
      'address2',
      requiresAddressLine2(country) && blank(values.address2)
        ? message('validation.address.houseNumber')
        : undefined,
    ],
    ['zip', blank(values.zip) ? message('validation.address.zip') : undefined],
    ['city', blank(values.city) ? message('validation.address.city') : undefined],
  ]);
}

export function hasErrors(errors: Partial<Record<string, RuleMessage>>): boolean {
  return Object.keys(errors).length > 0;
}

/** A rule's message in the shopper's language (`t` of useT or getIntl). */
export function ruleText(t: Translate, rule: RuleMessage): string {
  return (t as unknown as (id: MessageId, values?: RuleMessage['values']) => string)(rule.id, rule.values);
}
