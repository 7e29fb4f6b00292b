import type { z } from 'zod';
import type { Market, Quote } from '../ingest/types.ts';
import { noteUnknownBook, oddsApiBook } from '../reference/bookmakers.ts';
import type { LeagueId } from '../reference/leagues.ts';
import { ODDS_API } from '../reference/provider-names.ts';
import { isSoccerKey, oddsApiSport } from './odds-api-sports.ts';
import { WireBookmaker, WireMarket, WireOddsEvent, WireScoreEvent } from './odds-api-wire.ts';

export interface LiveBook {
  bookmakerKey: string;
  /**
   * The name Strix stores the book's prices under: the catalogue's ('Betfair Exchange' for
   * betfair_ex_uk, which The Odds API titles plain 'Betfair'), else The Odds API's title.
   */
  bookmaker: string;
  /** A betting exchange: its prices are people's offers, priced without a bookmaker's margin. */
  exchange: boolean;
  /**
   * When these prices were known: the bookmaker's last_update, which is at or after every one
   * of its markets' own, so no price is dated before it existed.
   */
  capturedAt: Date;
  quotes: Quote[];
}

export interface LiveOddsEvent {
  providerEventId: string;
  sportKey: string;
  /** Null for a sport key outside the table (see ODDS_API_SPORTS). */
  leagueId: LeagueId | null;
  commenceTime: Date;
  homeName: string;
  awayName: string;
  books: LiveBook[];
}

export interface LiveScore {
  providerEventId: string;
  leagueId: LeagueId | null;
  commenceTime: Date;
  homeName: string;
  awayName: string;
  completed: boolean;
  homeScore: number | null;
  awayScore: number | null;
  lastUpdate: Date | null;
}

/** Records left out of an answer because they were broken or incomplete. */
export interface Dropped {
  events: number;
  bookmakers: number;
  markets: number;
}

/** A key the catalogue lacks is an exchange when it reads as one (betfair_ex_xx, a new region). */
const looksLikeExchange = (bookmakerKey: string) => bookmakerKey.includes('_ex');

/**
 * A bookmaker as Strix names it: the catalogue's book for its key; an unknown key keeps The Odds
 * API's title (reported once), with ' Exchange' added to an exchange's so that it is never read
 * as a sportsbook and compared before commission.
 */
export function liveBookmaker(key: string, title: string): { name: string; exchange: boolean } {
  const book = oddsApiBook(key);
  if (book) return { name: book.name, exchange: book.exchange };
  noteUnknownBook(ODDS_API, `${key} (${title})`);
  const exchange = looksLikeExchange(key);
  return { name: exchange && !/exchange/i.test(title) ? `${title} Exchange` : title, exchange };
}

/**
 * Events from an odds answer, each bookmaker's featured markets as Strix quotes. Broken events
 * and bookmakers are dropped and counted; so are markets that cannot be read as a complete book
 * (a 1x2 without its draw cannot be de-vigged). Markets Strix does not use (h2h_lay, which
 * exchanges add beside h2h) are passed over without counting.
 */
export function normalizeOddsEvents(
  items: readonly unknown[],
  fetchedAt: Date,
): { events: LiveOddsEvent[]; dropped: Dropped } {
  const dropped: Dropped = { events: 0, bookmakers: 0, markets: 0 };
  const events: LiveOddsEvent[] = [];
  for (const item of items) {
    const parsed = WireOddsEvent.safeParse(item);
    if (!parsed.success) {
      dropped.events++;
      continue;
    }
    const event = parsed.data;
    const soccer = isSoccerKey(event.sport_key);
    const books: LiveBook[] = [];
    for (const rawBook of event.bookmakers) {
      const book = WireBookmaker.safeParse(rawBook);
      if (!book.success) {
        dropped.bookmakers++;
        continue;
      }
      const { name, exchange } = liveBookmaker(book.data.key, book.data.title);
      const quotes: Quote[] = [];
      const seen = new Set<string>();
      let latestMarket: Date | null = null;
      for (const rawMarket of book.data.markets) {
        const market = WireMarket.safeParse(rawMarket);
        if (!market.success) {
          dropped.markets++;
          continue;
        }
        const quote = quoteOf(market.data, event, soccer, name);
        if (quote === 'ignored') continue;
        if (quote === null || seen.has(quote.market)) {
          dropped.markets++;
          continue;
        }
        seen.add(quote.market);
        quotes.push(quote);
        const updated = market.data.last_update;
        if (updated && (!latestMarket || updated > latestMarket)) latestMarket = updated;
      }
      if (quotes.length === 0) continue;
      const live: LiveBook = {
        bookmakerKey: book.data.key,
        bookmaker: name,
        exchange,
        capturedAt: book.data.last_update ?? latestMarket ?? fetchedAt,
        quotes,
      };
      // Two keys of one book (betfair_ex_uk and betfair_ex_eu, asked for by the uk and eu
      // regions) would be two rows of one name: the later update stands for the book.
      const twin = books.findIndex((other) => other.bookmaker === name);
      if (twin === -1) books.push(live);
      else if (live.capturedAt > books[twin]!.capturedAt) books[twin] = live;
    }
    events.push({
      providerEventId: event.id,
      sportKey: event.sport_key,
      leagueId: oddsApiSport(event.sport_key)?.leagueId ?? null,
      commenceTime: event.commence_time,
      homeName: event.home_team,
      awayName: event.away_team,
      books,
    });
  }
  return { events, dropped };
}

type Event = z.infer<typeof WireOddsEvent>;
type WireMarketData = z.infer<typeof WireMarket>;

/** One featured market as a quote; null when it is incomplete, 'ignored' when not ours. */
function quoteOf(
  market: WireMarketData,
  event: Event,
  soccer: boolean,
  bookmaker: string,
): Quote | null | 'ignored' {
  const named = (name: string) => market.outcomes.filter((o) => o.name === name);
  const one = (name: string) => {
    const found = named(name);
    return found.length === 1 ? found[0]! : null;
  };
  const make = (kind: Market, line: number | null, prices: number[]): Quote | null =>
    // A decimal price of 1 or less pays nothing back: not a price.
    prices.every((price) => price > 1) ? { bookmaker, market: kind, line, prices } : null;

  switch (market.key) {
    case 'h2h': {
      const home = one(event.home_team);
      const away = one(event.away_team);
      if (!home || !away) return null;
      if (soccer) {
        const draw = one('Draw');
        if (!draw || market.outcomes.length !== 3) return null;
        return make('1x2', null, [home.price, draw.price, away.price]);
      }
      // A three-way line on a two-way sport is another market, not a moneyline.
      if (market.outcomes.length !== 2) return null;
      return make('moneyline', null, [home.price, away.price]);
    }
    case 'spreads': {
      const home = one(event.home_team);
      const away = one(event.away_team);
      if (!home || !away || market.outcomes.length !== 2) return null;
      if (home.point == null || away.point == null) return null;
      // Both sides of one handicap: -1.5 for the home side is +1.5 for the away side.
      if (Math.abs(home.point + away.point) > 1e-9) return null;
      return make(soccer ? 'ah' : 'spread', home.point === 0 ? 0 : home.point, [
        home.price,
        away.price,
      ]);
    }
    case 'totals': {
      const over = one('Over');
      const under = one('Under');
      if (!over || !under || market.outcomes.length !== 2) return null;
      if (over.point == null || over.point !== under.point) return null;
      return make(soccer ? 'ou' : 'total', over.point, [over.price, under.price]);
    }
    default:
      return 'ignored';
  }
}

/**
 * Scores from a scores answer. Scores arrive as strings per team name; an event whose scores
 * cannot be read as whole numbers for both teams, or that is completed without them, is dropped
 * and counted rather than settled on a guess.
 */
export function normalizeScores(items: readonly unknown[]): {
  scores: LiveScore[];
  dropped: Dropped;
} {
  const dropped: Dropped = { events: 0, bookmakers: 0, markets: 0 };
  const scores: LiveScore[] = [];
  for (const item of items) {
    const parsed = WireScoreEvent.safeParse(item);
    if (!parsed.success) {
      dropped.events++;
      continue;
    }
    const event = parsed.data;
    let homeScore: number | null = null;
    let awayScore: number | null = null;
    if (event.scores && event.scores.length > 0) {
      homeScore = scoreOf(event.scores, event.home_team);
      awayScore = scoreOf(event.scores, event.away_team);
      if (homeScore === null || awayScore === null) {
        dropped.events++;
        continue;
      }
    }
    if (event.completed && (homeScore === null || awayScore === null)) {
      dropped.events++;
      continue;
    }
    scores.push({
      providerEventId: event.id,
      leagueId: oddsApiSport(event.sport_key)?.leagueId ?? null,
      commenceTime: event.commence_time,
      homeName: event.home_team,
      awayName: event.away_team,
      completed: event.completed,
      homeScore,
      awayScore,
      lastUpdate: event.last_update ?? null,
    });
  }
  return { scores, dropped };
}

function scoreOf(scores: readonly { name: string; score: string }[], team: string): number | null {
  const entries = scores.filter((s) => s.name === team);
  if (entries.length !== 1) return null;
  const text = entries[0]!.score.trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}
