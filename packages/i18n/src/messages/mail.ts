import { defineMessages } from '@formatjs/intl';

/** The newsletter's double opt-in mail (plain text and HTML from the same texts). */
export const newsletterMailMessages = defineMessages({
  subject: {
    id: 'mail.newsletter.confirm.subject',
    defaultMessage: 'Please confirm your newsletter subscription',
    description: 'Subject of the confirmation mail',
  },
  greeting: {
    id: 'mail.newsletter.confirm.greeting',
    defaultMessage: 'Hello,',
    description: 'Salutation; we do not know the name',
  },
  intro: {
    id: 'mail.newsletter.confirm.intro',
    defaultMessage:
      'thank you for your interest in the {brand} newsletter. Please confirm that we may send it to {email}.',
    description: 'First paragraph; brand is the shop name, email the subscribed address',
  },
  action: {
    id: 'mail.newsletter.confirm.action',
    defaultMessage: 'Confirm subscription',
    description: 'Button or link label of the confirmation link',
  },
  validity: {
    id: 'mail.newsletter.confirm.validity',
    defaultMessage: 'The link is valid for {days, plural, one {# day} other {# days}}.',
    description: 'Below the confirmation link',
  },
  ignore: {
    id: 'mail.newsletter.confirm.ignore',
    defaultMessage:
      'If you did not sign up, simply ignore this email: without your confirmation you will not receive anything from us.',
    description: 'Last paragraph',
  },
  unsubscribe: {
    id: 'mail.newsletter.unsubscribe',
    defaultMessage: 'Unsubscribe',
    description: 'Footer link of newsletter mails',
  },
  signature: {
    id: 'mail.signature',
    defaultMessage: 'Your {brand} team',
    description: 'Closing line of every mail; brand is the shop name',
  },
});

/** The pages the newsletter mail's links open. */
export const newsletterLinkMessages = defineMessages({
  confirmedTitle: {
    id: 'newsletter.confirmed.title',
    defaultMessage: 'Your subscription is confirmed',
    description: 'Page after the confirmation link',
  },
  confirmedText: {
    id: 'newsletter.confirmed.text',
    defaultMessage: 'Thank you! From now on you will receive our newsletter.',
    description: 'Page after the confirmation link',
  },
  unsubscribedTitle: {
    id: 'newsletter.unsubscribed.title',
    defaultMessage: 'You have unsubscribed',
    description: 'Page after the unsubscribe link',
  },
  unsubscribedText: {
    id: 'newsletter.unsubscribed.text',
    defaultMessage: 'You will no longer receive our newsletter. You can subscribe again at any time.',
    description: 'Page after the unsubscribe link',
  },
  invalidTitle: {
    id: 'newsletter.link.invalid.title',
    defaultMessage: 'This link is no longer valid',
    description: 'Page of an expired, altered or incomplete newsletter link',
  },
  invalidText: {
    id: 'newsletter.link.invalid.text',
    defaultMessage: 'The link has expired or is incomplete. Please sign up for the newsletter again.',
    description: 'Page of an expired, altered or incomplete newsletter link',
  },
  home: {
    id: 'newsletter.link.home',
    defaultMessage: 'Continue to the shop',
    description: 'Link to the home page of the edition',
  },
});
