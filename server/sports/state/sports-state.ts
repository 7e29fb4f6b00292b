import { setImmediate as nextTurn } from 'node:timers/promises';
import { CUP_LEAGUE_IDS } from '../../data/reference/leagues.ts';
import type { Db } from '../../db/client.ts';
import type { ValueLedger } from '../backtest/value-ledger.ts';
import { CROSS_LEAGUE_ENGINE, type CrossLeagueEngine } from '../cups/cross-league-engine.ts';
import { type CrossLeagueFit, fitCrossLeagueAt, loadCupState } from '../cups/cup-state.ts';
import type { ValueHistory } from '../odds/odds-table.ts';
import { type Catalogue, loadCatalogue } from './catalogue.ts';
import { type LeagueState, loadLeagueState, type PriceSettings } from './league-state.ts';

/** Distinct answers kept per clock position; the oldest go first. */
const MAX_MEMO = 2_000;

/**
 * Live, how long after its start a step may still be answered from the step before while its
 * own models are fitted (about two seconds of the serving thread's work at each minute's turn).
 * A warm-up that fails or stalls leaves the answers this stale at most.
 */
export const STEP_OVERLAP_MS = 30_000;

/** How long the step before is kept once the new one is fitted, for answers begun on it. */
const PREVIOUS_KEPT_MS = 10_000;

/** Everything fitted for one clock position, shared by every request that asks at it. */
class Position {
  catalogue: Promise<Catalogue> | undefined;
  leagues = new Map<string, Promise<LeagueState>>();
  /** Finished matches, each fitted as of its own kick-off for the match page. */
  past = new Map<number, Promise<LeagueState>>();
  /** Answers computed at this clock position, by what was asked (see `memo`). */
  answers = new Map<string, Promise<unknown>>();
  /** The cross-league fit the cup leagues share, by the instant it was fitted at. */
  crossLeague = new Map<string, Promise<CrossLeagueFit>>();
  /** Leagues whose fit for this position has finished. */
  fitted = new Set<string>();
  /** How many leagues the loaded catalogue holds (null while it loads). */
  catalogueLeagues: number | null = null;
  /** A warm-up has fitted every league at this position. */
  warmed = false;

  constructor(readonly key: string) {}
}

/**
 * The fitted sports state per clock position, built once and shared by every request (one
 * refit per league per clock move, not per question). Concurrent first requests share one
 * build; moving the clock drops the old positions, except live, where the step before is kept
 * until the new step's warm-up has fitted every league (`servedStep`): the minute's turn then
 * costs no answer a wait for its league's refit.
 */
export class SportsState {
  private current = new Position('');
  /** Live: the step before, answered from while the current one is fitted. */
  private previous: Position | undefined;
  private dropPrevious: NodeJS.Timeout | undefined;
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
      this.current.answers.clear();
      this.previous?.answers.clear();
      this.ledgerWait = undefined;
    });
    return undefined;
  }

  /**
   * The position at `asOf`: the current one, the step before while it is kept, else a new
   * current one (the old ones are dropped; live, a warmed current one is kept as the step before).
   */
  private at(asOf: Date): Position {
    const key = asOf.toISOString();
    if (key === this.current.key) return this.current;
    if (key === this.previous?.key) return this.previous;
    clearTimeout(this.dropPrevious);
    this.previous = this.prices.live && this.current.warmed ? this.current : undefined;
    this.current = new Position(key);
    return this.current;
  }

  /**
   * Live (the app's clock steps, replay-clock.ts): which step to answer at. The clock's own
   * step once a warm-up has fitted every league at it; until then, for at most
   * `STEP_OVERLAP_MS`, the step just before when that one was fitted. Its answers say that
   * step's time, and know no more than the clock did then.
   */
  servedStep(step: Date, stepMs: number, now: Date): Date {
    const fitted = (at: Date) =>
      [this.current, this.previous].some((p) => p?.key === at.toISOString() && p.warmed);
    if (fitted(step) || now.getTime() - step.getTime() >= STEP_OVERLAP_MS) return step;
    const before = new Date(step.getTime() - stepMs);
    return fitted(before) ? before : step;
  }

  /**
   * Everything an answer holds is fixed until the clock moves (fixtures, prices, fits), so the
   * same question is answered once per clock position; failures are not kept.
   */
  memo<T>(asOf: Date, key: string, compute: () => Promise<T>): Promise<T> {
    const { answers } = this.at(asOf);
    let pending = answers.get(key) as Promise<T> | undefined;
    if (!pending) {
      if (answers.size >= MAX_MEMO) answers.delete(answers.keys().next().value!);
      pending = compute();
      answers.set(key, pending);
      pending.catch(() => answers.delete(key));
    }
    return pending;
  }

  getCatalogue(asOf: Date): Promise<Catalogue> {
    const position = this.at(asOf);
    if (!position.catalogue) {
      const pending = loadCatalogue(this.db, asOf);
      position.catalogue = pending;
      position.catalogueLeagues = null;
      pending.then(
        (catalogue) => {
          if (position.catalogue === pending) position.catalogueLeagues = catalogue.leagues.size;
        },
        () => {},
      );
      pending.catch(() => {
        if (position.catalogue === pending) position.catalogue = undefined;
      });
    }
    return position.catalogue;
  }

  async getLeague(leagueId: string, asOf: Date): Promise<LeagueState> {
    const catalogue = await this.getCatalogue(asOf);
    const { leagues, fitted } = this.at(asOf);
    let pending = leagues.get(leagueId);
    if (!pending) {
      const ids = catalogue.fixtures.filter((f) => f.leagueId === leagueId).map((f) => f.matchId);
      pending = this.load(leagueId, asOf, ids);
      leagues.set(leagueId, pending);
      pending.then(
        () => fitted.add(leagueId),
        () => leagues.delete(leagueId),
      );
    }
    return pending;
  }

  /** The league as it stood just before a played match, with that match as its fixture. */
  async getBeforeMatch(leagueId: string, matchId: number, kickoff: Date, asOf: Date) {
    const { past } = this.at(asOf);
    let pending = past.get(matchId);
    if (!pending) {
      if (past.size > 200) past.clear();
      pending = this.load(leagueId, new Date(kickoff.getTime() - 60_000), [matchId]);
      past.set(matchId, pending);
      pending.catch(() => past.delete(matchId));
    }
    return pending;
  }

  /** A league's state: the UEFA competitions from the cross-league fit, the rest their own. */
  private async load(leagueId: string, asOf: Date, ids: readonly number[]): Promise<LeagueState> {
    if (!CUP_LEAGUE_IDS.has(leagueId)) {
      return loadLeagueState(this.db, leagueId, asOf, ids, this.prices);
    }
    return loadCupState(
      this.db,
      leagueId,
      ids,
      this.prices,
      await this.fitAt(this.at(asOf), asOf),
      this.engine,
    );
  }

  /** One cross-league fit per instant (the clock, or just before a played cup match). */
  private fitAt({ crossLeague }: Position, asOf: Date): Promise<CrossLeagueFit> {
    const key = asOf.toISOString();
    let pending = crossLeague.get(key);
    if (!pending) {
      if (crossLeague.size > 20) crossLeague.clear();
      pending = fitCrossLeagueAt(this.db, asOf, this.engine);
      crossLeague.set(key, pending);
      pending.catch(() => crossLeague.delete(key));
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
    const position = this.at(asOf);
    const catalogue = await this.getCatalogue(asOf);
    for (const leagueId of catalogue.leagues.keys()) {
      await nextTurn();
      if (stop?.aborted) return;
      await this.getLeague(leagueId, asOf);
    }
    position.warmed = true;
    this.warmed = true;
    // The step before is no longer answered from; answers begun on it have a while to end.
    if (position === this.current && this.previous) {
      clearTimeout(this.dropPrevious);
      this.dropPrevious = setTimeout(() => {
        this.previous = undefined;
      }, PREVIOUS_KEPT_MS);
      this.dropPrevious.unref();
    }
  }

  /**
   * For /ready: whether a warm-up has fitted every league since start, and how many leagues are
   * fitted for `asOf` (null: the catalogue for it is not loaded yet).
   */
  readiness(asOf: Date): { warmed: boolean; fitted: number; leagues: number | null } {
    const key = asOf.toISOString();
    const position = [this.current, this.previous].find((p) => p?.key === key);
    return {
      warmed: this.warmed,
      fitted: position ? position.fitted.size : 0,
      leagues: position ? position.catalogueLeagues : null,
    };
  }
}
