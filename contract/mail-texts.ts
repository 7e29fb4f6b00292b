/**
 * Every mail Strix sends, in one list: the server refuses to send a mail whose kind is not here,
 * and Settings → Emails shows this list as it is. Without zod, so the web can import it alone.
 */

/** In the order Settings lists them: the ones a person can turn off first. */
export const MAIL_KINDS = [
  'value-bet-alert',
  'price-target-alert',
  'password-reset',
  'payment-receipt',
  'account-deleted',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The alert settings (GET/PUT /api/user/{userId}/alerts) that turn an optional mail on and off. */
export type MailSetting = 'valueBets' | 'priceTargets';

interface MailEntryBase {
  kind: MailKind;
  /** As shown in Settings. */
  name: string;
  /** When Strix sends it, as a sentence. */
  sentWhen: string;
}

/** A mail sent because the person did something that needs it; it cannot be turned off. */
export interface TransactionalMail extends MailEntryBase {
  optional: false;
  /** Why it cannot be turned off, as Settings says it. */
  whyAlwaysSent: string;
  /** The footer the mail ends with: why it reached this address. */
  footer: string;
}

/** A mail the person opted into; its setting (and the link in each mail) turns it off. */
export interface OptionalMail extends MailEntryBase {
  optional: true;
  setting: MailSetting;
}

export type MailEntry = TransactionalMail | OptionalMail;

export const MAIL_CATALOGUE: Readonly<Record<MailKind, MailEntry>> = {
  'password-reset': {
    kind: 'password-reset',
    name: 'Password reset',
    sentWhen: 'When someone asks to reset the password of your account ("Forgot password").',
    optional: false,
    whyAlwaysSent: 'Sent only when asked for: it carries the link that sets a new password.',
    footer:
      'You are receiving this because someone asked to reset the password of the Strix account for this address. Strix sends this mail only when asked; if it was not you, your password is unchanged.',
  },
  'payment-receipt': {
    kind: 'payment-receipt',
    name: 'Payment confirmation',
    sentWhen: 'Once for each completed purchase of a credits pack or a plan.',
    optional: false,
    whyAlwaysSent: 'A record of a payment you made; your payment provider may send its own too.',
    footer:
      'You are receiving this because a payment was completed on the Strix account for this address. It is your record of the payment and is sent once per purchase; it cannot be turned off.',
  },
  'account-deleted': {
    kind: 'account-deleted',
    name: 'Account deleted',
    sentWhen: 'Once, when your account is deleted.',
    optional: false,
    whyAlwaysSent: 'The last mail Strix sends you: it confirms the deletion you asked for.',
    footer:
      'You are receiving this because the Strix account for this address was deleted. It is the last mail Strix sends to this address for that account.',
  },
  'value-bet-alert': {
    kind: 'value-bet-alert',
    name: 'Value bet alerts',
    sentWhen:
      "When a followed team's upcoming match has a value bet at or above your threshold, up to your daily limit.",
    optional: true,
    setting: 'valueBets',
  },
  'price-target-alert': {
    kind: 'price-target-alert',
    name: 'Price target alerts',
    sentWhen: 'When a price reaches a target you set on a match page, once per target.',
    optional: true,
    setting: 'priceTargets',
  },
};

export const isMailKind = (value: unknown): value is MailKind =>
  typeof value === 'string' && (MAIL_KINDS as readonly string[]).includes(value);
