/**
 * Email alerts: the bounds and sentences the server enforces and the web shows, without zod, so
 * the web can import them without loading the schemas.
 */

/** Expected value (percent) a value bet must reach to be mailed: the person picks within these. */
export const ALERT_MIN_EDGE = { min: 3, max: 50, default: 5 } as const;
/** Alert mails a person may receive per UTC day. */
export const ALERT_MAX_PER_DAY = { min: 1, max: 20, default: 5 } as const;
/** Price targets a person may have waiting at once. */
export const PRICE_TARGETS_MAX_WAITING = 50;
/** Prices a target may ask for (decimal odds). */
export const PRICE_TARGET_BOUNDS = { min: 1.01, max: 1000 } as const;

export const ALERT_MESSAGES = {
  notYours: 'You can only see and change your own alerts and followed teams.',
  teamNotFound: 'Team not found.',
  matchNotFound: 'Match not found.',
  targetNotFound: 'Price target not found.',
  matchNotUpcoming: 'Price targets can only be set on matches that have not kicked off.',
  minEdge: `The value-bet threshold must be a number from ${ALERT_MIN_EDGE.min}% to ${ALERT_MIN_EDGE.max}%.`,
  maxPerDay: `The daily limit must be a whole number from ${ALERT_MAX_PER_DAY.min} to ${ALERT_MAX_PER_DAY.max}.`,
  targetPrice: `The target price must come to ${PRICE_TARGET_BOUNDS.min} to ${PRICE_TARGET_BOUNDS.max} in decimal odds.`,
  tooManyTargets: `You already have ${PRICE_TARGETS_MAX_WAITING} price targets waiting; delete one first.`,
  marketForSport:
    'That market is not offered for this match: soccer takes 1x2 (home, draw, away) or total, NBA and NFL take moneyline (home, away) or total.',
  selectionForMarket:
    'That selection does not belong to the market: 1x2 takes home, draw or away; moneyline home or away; total over or under.',
  lineRequired: 'A total needs its line, e.g. 2.5.',
  lineNotAllowed: 'Only a total takes a line.',
  unsubscribeLink:
    'This unsubscribe link is not valid (it may be cut short); turn alerts off in Settings instead.',
  emptyUpdate: 'Send at least one setting to change.',
  onOff: 'valueBets and priceTargets must be true or false.',
  matchId: 'matchId must be the id of a match (a whole number).',
  market: 'market must be 1x2, moneyline or total.',
  selection: 'selection must be home, draw, away, over or under.',
  line: 'line must be a number, e.g. 2.5, or null.',
} as const;
