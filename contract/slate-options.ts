/**
 * The slate's choices (contract/slate.ts), without zod, so the web app's slate page carries no
 * schema code.
 */

/** Which days of the slate: the clock's day, the day after, three days, or the whole week. */
export const SLATE_WINDOWS = ['today', 'tomorrow', '3days', 'week'] as const;
export type SlateWindow = (typeof SLATE_WINDOWS)[number];
/** The clock's day and the seven after it. */
export const SLATE_WEEK_DAYS = 8;

/** The market a fixture is priced in: match result, spread (handicap) or total. */
export const SLATE_MARKETS = ['moneyline', 'spread', 'total'] as const;
export type SlateMarket = (typeof SLATE_MARKETS)[number];

/** How rows are ordered inside each day and league: kick-off, best value, data confidence. */
export const SLATE_SORTS = ['kickoff', 'ev', 'confidence'] as const;
export type SlateSort = (typeof SLATE_SORTS)[number];

export const SLATE_PAGE_SIZE = 100;
/** Books in one "my books" list: more than any page lists. */
export const SLATE_MAX_BOOKS = 40;
