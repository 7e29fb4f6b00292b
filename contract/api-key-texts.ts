/**
 * The API keys' limits and sentences, with no zod: the web's settings chunk imports this module
 * directly (the '@contract' index would bring every schema along).
 */

/** Every key starts with this, so logs and secret scanners can recognise one. */
export const API_KEY_PREFIX = 'strix_live_';

export const API_KEY_NAME_MAX = 60;
/** Live keys one account may hold at once. */
export const API_KEYS_PER_ACCOUNT = 10;

export const API_KEY_MESSAGES = {
  nameRequired: 'Give the key a name, such as the app that will use it.',
  nameTooLong: `A key's name can be at most ${API_KEY_NAME_MAX} characters.`,
  premiumOnly: 'API access is part of the Premium plan. Upgrade on the Plans page to create keys.',
  tooMany: `You can hold at most ${API_KEYS_PER_ACCOUNT} active keys. Revoke one you no longer use first.`,
  notFound: 'There is no such API key on your account.',
  created: 'API key created',
  revoked: 'API key revoked',
} as const;
