import { z } from 'zod';
import { ALERT_MAX_PER_DAY, ALERT_MESSAGES, ALERT_MIN_EDGE } from './alert-texts.ts';
import { ConfirmSchema, PriceEntrySchema, PriceFormatSchema } from './price-entry-schema.ts';

export * from './alert-texts.ts';

/**
 * Every rule below carries its own full sentence, naming its field where zod would not: the
 * server sends the first one as it is.
 *
 * Email alerts: teams a person follows, the alerts they opted into and the price targets they
 * set, under /api/user/{userId}/… (the owner's alone, like every such route).
 */

export const FollowedTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The league the team plays in at the clock ('Premier League'); null when not known. */
  league: z.string().nullable(),
  followedAt: z.string(),
});
export type FollowedTeam = z.infer<typeof FollowedTeamSchema>;

/** GET /api/user/{userId}/teams */
export const FollowedTeamsResponseSchema = z.object({ teams: z.array(FollowedTeamSchema) });
export type FollowedTeamsResponse = z.infer<typeof FollowedTeamsResponseSchema>;

/** PUT / DELETE /api/user/{userId}/teams/{teamId} */
export const TeamFollowResponseSchema = z.object({
  teamId: z.number().int(),
  following: z.boolean(),
});
export type TeamFollowResponse = z.infer<typeof TeamFollowResponseSchema>;

/** GET and PUT /api/user/{userId}/alerts */
export const AlertSettingsSchema = z.object({
  /** Mail a value bet on a followed team's match at or above `minEdgePercent` expected value. */
  valueBets: z.boolean(),
  minEdgePercent: z.number(),
  /** Mail when a price reaches one of the person's targets. */
  priceTargets: z.boolean(),
  /** At most this many alert mails per UTC day. */
  maxPerDay: z.number().int(),
  /** Alert mails sent today (UTC day). */
  sentToday: z.number().int(),
  /** False when this server has no mail configured: nothing would be sent. */
  mailConfigured: z.boolean(),
});
export type AlertSettings = z.infer<typeof AlertSettingsSchema>;

export const UpdateAlertSettingsRequestSchema = z
  .object({
    valueBets: z.boolean({ error: ALERT_MESSAGES.onOff }),
    minEdgePercent: z
      .number({ error: ALERT_MESSAGES.minEdge })
      .min(ALERT_MIN_EDGE.min, ALERT_MESSAGES.minEdge)
      .max(ALERT_MIN_EDGE.max, ALERT_MESSAGES.minEdge),
    priceTargets: z.boolean({ error: ALERT_MESSAGES.onOff }),
    maxPerDay: z
      .number({ error: ALERT_MESSAGES.maxPerDay })
      .int(ALERT_MESSAGES.maxPerDay)
      .min(ALERT_MAX_PER_DAY.min, ALERT_MESSAGES.maxPerDay)
      .max(ALERT_MAX_PER_DAY.max, ALERT_MESSAGES.maxPerDay),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, ALERT_MESSAGES.emptyUpdate);
export type UpdateAlertSettingsRequest = z.input<typeof UpdateAlertSettingsRequestSchema>;

const MarketSchema = z.enum(['1x2', 'moneyline', 'total']);
const SelectionSchema = z.enum(['home', 'draw', 'away', 'over', 'under']);

/**
 * POST /api/user/{userId}/price-targets. `targetPrice` is a number or the odds as typed, read in
 * `priceFormat` (decimal when left out; contract/price-entry.ts); a target more than 50% away
 * from the best price on file for the selection answers 409 ConfirmationNeeded unless `confirm`.
 */
export const CreatePriceTargetRequestSchema = z.object({
  matchId: z
    .number({ error: ALERT_MESSAGES.matchId })
    .int(ALERT_MESSAGES.matchId)
    .positive(ALERT_MESSAGES.matchId),
  market: z.enum(MarketSchema.options, { error: ALERT_MESSAGES.market }),
  selection: z.enum(SelectionSchema.options, { error: ALERT_MESSAGES.selection }),
  line: z.number({ error: ALERT_MESSAGES.line }).finite(ALERT_MESSAGES.line).nullable().optional(),
  targetPrice: PriceEntrySchema,
  priceFormat: PriceFormatSchema.optional(),
  confirm: ConfirmSchema.optional(),
});
export type CreatePriceTargetRequest = z.input<typeof CreatePriceTargetRequestSchema>;

export const PriceTargetSchema = z.object({
  id: z.string(),
  matchId: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  league: z.string(),
  kickoff: z.string(),
  market: MarketSchema,
  selection: SelectionSchema,
  line: z.number().nullable(),
  /** What the target is on, as a person reads it: 'Arsenal to win', 'Over 2.5'. */
  description: z.string(),
  targetPrice: z.number(),
  createdAt: z.string(),
  /** When the alert went out; null while waiting. */
  firedAt: z.string().nullable(),
  /** 'waiting' until it fires or the match kicks off ('expired'). */
  status: z.enum(['waiting', 'fired', 'expired']),
});
export type PriceTarget = z.infer<typeof PriceTargetSchema>;

/** GET /api/user/{userId}/price-targets */
export const PriceTargetListResponseSchema = z.object({ targets: z.array(PriceTargetSchema) });
export type PriceTargetListResponse = z.infer<typeof PriceTargetListResponseSchema>;
