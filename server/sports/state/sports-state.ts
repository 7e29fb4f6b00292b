import { setImmediate as nextTurn } from 'node:timers/promises';
import { CUP_LEAGUE_IDS } from '../../data/reference/leagues.ts';
import type { Db } from '../../db/client.ts';
import type { ValueLedger } from '../backtest/value-ledger.ts';
import { CROSS_LEAGUE_ENGINE, type CrossLeagueEngine } from '../cups/cross-league-engine.ts';
import { type CrossLeagueFit, fitCrossLeagueAt, loadCupState } from '../cups/cup-state.ts';
import type { ValueHistory } from '../odds/odds-table.ts';
import { type Catalogue, loadCatalogue } from './catalogue.ts';
import { type LeagueState, loadLeagueState, type PriceSettings } from './league-state.ts';

/**
 * The fitted sports state per clock position, built once and shared by every request (one
 * refit per league per clock move, not per question). Concurrent first requests share one
 * build; moving the clock drops the old positions.
 */
/** Distinct answers kept per clock position; the oldest go first. */
const MAX_MEMO = 2_000;

export class SportsState {
  private asOfKey = '';
  private catalogue: Promise<Catalogue> | undefined;
  private leagues = new Map<string, Promise<LeagueState>>();
  /** Finished matches, each fitted as of its own kick-off for the match page. */
  private past = new Map<number, Promise<LeagueState>>();
  /** Answers computed at this clock position, by what was asked (see `memo`). */
  private answers = new Map<string, Promise<unknown>>();
  /** The cross-league fit the cup leagues share, by the instant it was fitted at. */
  private crossLeague = new Map<string, Promise<CrossLeagueFit>>();
  /** Leagues whose fit for the current clock position has finished. */
  private fitted = new Set<string>();
  /** How many leagues the loaded catalogue holds (null while it loads). */
  private catalogueLeagues: number | null = null;
  /** Whether a warm-up has fitted every league since start. */
  private warmed = false;

  /** The value-bet ledger at the clock's day: what "Bets like this" on each card reads. */
  private valueLedger: ValueLedger | undefined;
  /** Set while the ledger is computed: its end forgets the answers made without it. */
  private ledgerWait: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly prices: PriceSettings,
    private readonly engine: CrossLeagueEngine = CROSS_LEAGUE_ENGINE,
  ) {}

  attachValueLedger(ledger: ValueLedger) {
    this.valueLedger = ledger;
  }

  /**
   * How bets like a value bet did, from the ledger at the clock's day; undefined while it is
   * computed, and the answers made meanwhile are forgotten once it is ready, so the next asking
   * carries it.
   */
  async valueHistory(): Promise<ValueHistory | undefined> {
    const ledger = await this.valueLedger?.current();
    if (!ledger) return undefined;
    if (ledger.status === 'ready') {
      const book = this.valueLedger!;
      return (ev, price, leagueId) => book.betsLikeThis(ledger, ev, price, leagueId);
    }
    // One wait per computation, however many answers are made meanwhile.
    this.ledgerWait ??= this.valueLedger!.settled().then(() => {
      this.answers.clear();
      this.ledgerWait = undefined;
    });
    return undefined;
  }

  private roll(asOf: Date) {
    const key = asOf.toISOString();
    if (key === this.asOfKey) return;
    this.asOfKey = key;
    this.catalogue = undefined;
    this.leagues.clear();
    this.past.clear();
    this.answers.clear();
    this.crossLeague.clear();
    this.fitted.clear();
    this.catalogueLeagues = null;
  }

  /**
   * Everything an answer holds is fixed until the clock moves (fixtures, prices, fits), so the
   * same question is answered once per clock position; failures are not kept.
   */
  memo<T>(asOf: Date, key: string, compute: () => Promise<T>): Promise<T> {
    this.roll(asOf);
    let pending = this.answers.get(key) as Promise<T> | undefined;
    if (!pending) {
      if (this.answers.size >= MAX_MEMO) this.answers.delete(this.answers.keys().next().value!);
      pending = compute();
      this.answers.set(key, pending);
      pending.catch(() => this.answers.delete(key));
    }
    return pending;
  }

  getCatalogue(asOf: Date): Promise<Catalogue> {
    this.roll(asOf);
    if (!this.catalogue) {
      const pending = loadCatalogue(this.db, asOf);
      this.catalogue = pending;
      this.catalogueLeagues = null;
      pending.then(
        (catalogue) => {
          if (this.catalogue === pending) this.catalogueLeagues = catalogue.leagues.size;
        },
        () => {},
      );
      pending.catch(() => {
        if (this.catalogue === pending) this.catalogue = undefined;
      });
    }
    return this.catalogue;
  }

  async getLeague(leagueId: string, asOf: Date): Promise<LeagueState> {
    const catalogue = await this.getCatalogue(asOf);
    let pending = this.leagues.get(leagueId);
    if (!pending) {
      const ids = catalogue.fixtures.filter((f) => f.leagueId === leagueId).map((f) => f.matchId);
      pending = this.load(leagueId, asOf, ids);
      this.leagues.set(leagueId, pending);
      const key = this.asOfKey;
      pending.then(
        () => {
          if (this.asOfKey === key) this.fitted.add(leagueId);
        },
        () => this.leagues.delete(leagueId),
      );
    }
    return pending;
  }

  /** The league as it stood just before a played match, with that match as its fixture. */
  async getBeforeMatch(leagueId: string, matchId: number, kickoff: Date, asOf: Date) {
    this.roll(asOf);
    let pending = this.past.get(matchId);
    if (!pending) {
      if (this.past.size > 200) this.past.clear();
      pending = this.load(leagueId, new Date(kickoff.getTime() - 60_000), [matchId]);
      this.past.set(matchId, pending);
      pending.catch(() => this.past.delete(matchId));
    }
    return pending;
  }

  /** A league's state: the UEFA competitions from the cross-league fit, the rest their own. */
  private async load(leagueId: string, asOf: Date, ids: readonly number[]): Promise<LeagueState> {
    if (!CUP_LEAGUE_IDS.has(leagueId)) {
      return loadLeagueState(this.db, leagueId, asOf, ids, this.prices);
    }
    return loadCupState(this.db, leagueId, ids, this.prices, await this.fitAt(asOf), this.engine);
  }

  /** One cross-league fit per instant (the clock, or just before a played cup match). */
  private fitAt(asOf: Date): Promise<CrossLeagueFit> {
    const key = asOf.toISOString();
    let pending = this.crossLeague.get(key);
    if (!pending) {
      if (this.crossLeague.size > 20) this.crossLeague.clear();
      pending = fitCrossLeagueAt(this.db, asOf, this.engine);
      this.crossLeague.set(key, pending);
      pending.catch(() => this.crossLeague.delete(key));
    }
    return pending;
  }

  /**
   * Builds everything for `asOf` ahead of the first question, league by league until `stop`.
   * Between leagues it lets the event loop turn: PGlite's queries resolve without one, so a
   * chain of fits would otherwise hold every request, timer and the server's listen until the
   * last league (docs/performance.md "Start-up load").
   */
  async warm(asOf: Date, stop?: AbortSignal): Promise<void> {
    const catalogue = await this.getCatalogue(asOf);
    for (const leagueId of catalogue.leagues.keys()) {
      await nextTurn();
      if (stop?.aborted) return;
      await this.getLeague(leagueId, asOf);
    }
    this.warmed = true;
  }

  /**
   * For /ready: whether a warm-up has fitted every league since start, and how many leagues are
   * fitted for `asOf` (null: the catalogue for it is not loaded yet).
   */
  readiness(asOf: Date): { warmed: boolean; fitted: number; leagues: number | null } {
    const current = this.asOfKey === asOf.toISOString();
    return {
      warmed: this.warmed,
      fitted: current ? this.fitted.size : 0,
      leagues: current ? this.catalogueLeagues : null,
    };
  }
}
