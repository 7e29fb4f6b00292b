import { z } from 'zod';
import { API_KEY_MESSAGES, API_KEY_NAME_MAX } from './api-key-texts.ts';

export * from './api-key-texts.ts';

/**
 * API keys: what a Premium subscriber manages in Settings → API access (docs/api.md#api-access;
 * product spec, 'Business constants and limits': Premium is "unlimited predictions and API
 * access"). Keys are created, named, listed and revoked through a signed-in session only; a key
 * itself never reaches these routes.
 */

export const ApiKeyNameSchema = z
  .string({ error: API_KEY_MESSAGES.nameRequired })
  .trim()
  .min(1, API_KEY_MESSAGES.nameRequired)
  .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong);

export const CreateApiKeyRequestSchema = z.object({ name: ApiKeyNameSchema });
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequestSchema>;

export const RenameApiKeyRequestSchema = z.object({ name: ApiKeyNameSchema });
export type RenameApiKeyRequest = z.input<typeof RenameApiKeyRequestSchema>;

export const ApiKeyUsageSchema = z.object({
  /** Requests served today (UTC day), the count the daily quota is checked against. */
  today: z.number().int(),
  /** Requests served this calendar month (UTC). */
  month: z.number().int(),
});
export type ApiKeyUsage = z.infer<typeof ApiKeyUsageSchema>;

export const ApiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'strix_live_…a1B2': the prefix and the secret's last four characters. */
  display: z.string(),
  createdAt: z.string(),
  /** Null until first used; updated at most once a minute. */
  lastUsedAt: z.string().nullable(),
  /** Null while the key works; revoked keys are listed so their past usage stays visible. */
  revokedAt: z.string().nullable(),
  usage: ApiKeyUsageSchema,
});
export type ApiKeySummary = z.infer<typeof ApiKeySummarySchema>;

/** The limits every key runs under (the API's own headers report them too). */
export const ApiLimitsSchema = z.object({
  perMinute: z.number().int(),
  perDay: z.number().int(),
});
export type ApiLimits = z.infer<typeof ApiLimitsSchema>;

/** GET /api/user/api-keys */
export const ApiKeyListResponseSchema = z.object({
  /** True while a Premium plan is in force: keys can be created and work. */
  enabled: z.boolean(),
  /** Why keys do not work, in a sentence; null when `enabled`. */
  reason: z.string().nullable(),
  limits: ApiLimitsSchema,
  keys: z.array(ApiKeySummarySchema),
});
export type ApiKeyListResponse = z.infer<typeof ApiKeyListResponseSchema>;

/** POST /api/user/api-keys: the only answer that ever holds the secret. */
export const CreatedApiKeySchema = z.object({
  key: ApiKeySummarySchema,
  secret: z.string(),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;
