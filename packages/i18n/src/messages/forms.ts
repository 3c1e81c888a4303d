import { defineMessages } from '@formatjs/intl';

/** Form field labels shared by account, address, review and newsletter forms. */
export const fieldMessages = defineMessages({
  mandatoryNote: {
    id: 'form.mandatoryNote',
    defaultMessage: 'Fields marked * are mandatory.',
    description: 'Legend',
  },
  optional: {
    id: 'form.optional',
    defaultMessage: '(optional)',
    description: 'Suffix of optional field labels',
  },
  email: { id: 'form.field.email', defaultMessage: 'Email address', description: 'Field' },
  password: { id: 'form.field.password', defaultMessage: 'Password', description: 'Field' },
  passwordRepeat: {
    id: 'form.field.passwordRepeat',
    defaultMessage: 'Repeat password',
    description: 'Field',
  },
  passwordCurrent: {
    id: 'form.field.passwordCurrent',
    defaultMessage: 'Current password',
    description: 'Field',
  },
  passwordNew: { id: 'form.field.passwordNew', defaultMessage: 'New password', description: 'Field' },
  firstName: { id: 'form.field.firstName', defaultMessage: 'First name', description: 'Field' },
  lastName: { id: 'form.field.lastName', defaultMessage: 'Last name', description: 'Field' },
  phone: { id: 'form.field.phone', defaultMessage: 'Phone number', description: 'Field' },
  company: { id: 'form.field.company', defaultMessage: 'Company', description: 'Field' },
  street: {
    id: 'form.field.street',
    defaultMessage: 'Street and house number',
    description: 'Field (address1)',
  },
  address2: {
    id: 'form.field.address2',
    defaultMessage: 'Additional address details',
    description: 'Field (address2)',
  },
  houseNumber: {
    id: 'form.field.houseNumber',
    defaultMessage: 'House number',
    description: 'Field (address2 in Italy, where it is required)',
  },
  street1: {
    id: 'form.field.streetOnly',
    defaultMessage: 'Street',
    description: 'Field (address1 in Italy)',
  },
  zip: { id: 'form.field.zip', defaultMessage: 'Postal code', description: 'Field' },
  city: { id: 'form.field.city', defaultMessage: 'City', description: 'Field' },
  country: { id: 'form.field.country', defaultMessage: 'Country', description: 'Field' },
});

/** Validation messages of spec §5, each rule its own text. */
export const validationMessages = defineMessages({
  required: {
    id: 'FORM_ERROR_REQUIRED',
    defaultMessage: 'Please complete this field.',
    description: 'Generic required-field message (key as named by the spec)',
  },
  pattern: {
    id: 'FORM_ERROR_PATTERN',
    defaultMessage: 'Please check your input!',
    description: 'Generic invalid-input message (key as named by the spec)',
  },
  reviewRequired: {
    id: 'validation.review.required',
    defaultMessage: 'This field is required',
    description: 'Review form: rating, title, comment, email',
  },
  emailInvalid: {
    id: 'validation.email.invalid',
    defaultMessage: 'Please input correct email',
    description: 'Email',
  },
  loginPassword: {
    id: 'validation.login.password',
    defaultMessage: 'Please input password',
    description: 'Login',
  },
  passwordEmpty: {
    id: 'validation.password.empty',
    defaultMessage: 'The password is empty',
    description: 'Password',
  },
  passwordRequired: {
    id: 'validation.password.required',
    defaultMessage: 'Please enter Password.',
    description: 'Password',
  },
  passwordMinLength: {
    id: 'validation.password.minLength',
    defaultMessage:
      'The password must be at least {min, plural, one {# character} other {# characters}} long.',
    description: 'Password rule; min is 8',
  },
  passwordMaxLength: {
    id: 'validation.password.maxLength',
    defaultMessage: 'The password must not be longer than {max} characters.',
    description: 'Password rule of the shop backend; max is 40',
  },
  passwordWhitespace: {
    id: 'validation.password.whitespace',
    defaultMessage: 'The password must not begin or end with a space.',
    description: 'Password rule of the shop backend',
  },
  passwordUppercase: {
    id: 'validation.password.uppercase',
    defaultMessage: 'The password must contain at least one uppercase letter.',
    description: 'Password rule',
  },
  passwordLowercase: {
    id: 'validation.password.lowercase',
    defaultMessage: 'The password must contain at least one lowercase letter.',
    description: 'Password rule',
  },
  passwordDigit: {
    id: 'validation.password.digit',
    defaultMessage: 'The password must contain at least one digit.',
    description: 'Password rule',
  },
  passwordSpecial: {
    id: 'validation.password.special',
    defaultMessage: 'The password must contain at least one special character.',
    description: 'Password rule',
  },
  passwordMismatch: {
    id: 'validation.password.mismatch',
    defaultMessage: 'The passwords does not match',
    description: 'Repeated password differs (wording as the spec quotes it)',
  },
  firstName: {
    id: 'validation.firstName.required',
    defaultMessage: 'Please input your first name',
    description: 'Registration and personal data',
  },
  lastName: {
    id: 'validation.lastName.required',
    defaultMessage: 'Please input your last name',
    description: 'Registration and personal data',
  },
  phoneE164: {
    id: 'validation.phone.e164',
    defaultMessage: 'Phone Number needs to be in format E.164 e.g {phone}',
    description: 'Personal data; phone is an example number such as +4915112345678',
  },
  addressFirstName: {
    id: 'validation.address.firstName',
    defaultMessage: 'Please enter your first name',
    description: 'Address form',
  },
  addressLastName: {
    id: 'validation.address.lastName',
    defaultMessage: 'Please enter your last name',
    description: 'Address form',
  },
  addressStreet: {
    id: 'validation.address.street',
    defaultMessage: 'Please enter your street',
    description: 'Address form',
  },
  addressZip: {
    id: 'validation.address.zip',
    defaultMessage: 'Please enter your postal code',
    description: 'Address form',
  },
  addressCity: {
    id: 'validation.address.city',
    defaultMessage: 'Please enter your city',
    description: 'Address',
  },
  addressHouseNumber: {
    id: 'validation.address.houseNumber',
    defaultMessage: 'Please enter your house number',
    description: 'Address form in Italy (address line 2)',
  },
  addressCompany: {
    id: 'validation.address.company',
    defaultMessage: 'Please enter your company',
    description: 'Address form, where company is required',
  },
});
