import type { OddsRow } from '@contract';
import type { MailMessage } from '../../data/mail/mailer.ts';
import type {
  AlertKind,
  Recipient,
  ValueBetSubscriber,
  WaitingTarget,
} from '../../db/queries/alert-delivery.ts';
import { bestPriceFor } from '../../sports/odds/best-price.ts';
import { oddsRows } from '../../sports/odds/odds-table.ts';
import { valueBetSlate } from '../../sports/prediction/value-bet-slate.ts';
import { displayName } from '../../sports/questions/build-directory.ts';
import type { Catalogue } from '../../sports/state/catalogue.ts';
import type { SearchDeps } from '../search/search-service.ts';
import { type AlertMatch, priceTargetMail, valueBetMail } from './alert-mail.ts';
import { selectionText } from './selection.ts';

export interface PendingAlert {
  kind: AlertKind;
  /** One per value bet (match and outcome) or per target: what makes a second send impossible. */
  dedupeKey: string;
  mail: MailMessage;
  /** The target this alert fires, to mark once its mail is out. */
  targetId?: string;
}

export interface PersonAlerts {
  recipient: Recipient;
  alerts: PendingAlert[];
}

interface FindInput {
  deps: SearchDeps;
  asOf: Date;
  catalogue: Catalogue;
  publicUrl: string;
}

function alertMatch(catalogue: Catalogue, matchId: number): AlertMatch | null {
  const fixture = catalogue.fixtureById.get(matchId);
  if (!fixture) return null;
  const name = (id: number) => catalogue.directory.team(id)?.name ?? `team ${id}`;
  return {
    matchId,
    homeTeam: name(fixture.homeTeamId),
    awayTeam: name(fixture.awayTeamId),
    leagueId: fixture.leagueId,
    leagueName: catalogue.leagues.get(fixture.leagueId)?.name ?? fixture.leagueId,
    kickoff: fixture.kickoff,
    kickoffTimeKnown: fixture.kickoffTimeKnown,
  };
}

const links = (input: FindInput, recipient: Recipient) => ({
  publicUrl: input.publicUrl,
  unsubscribeToken: recipient.unsubscribeToken,
});

/**
 * Value bets on the upcoming matches of each subscriber's followed teams at or above their
 * threshold: the slate the app shows (same fits, same rules), filtered, strongest first.
 */
export async function valueBetAlerts(
  input: FindInput,
  subscribers: readonly ValueBetSubscriber[],
): Promise<PersonAlerts[]> {
  if (subscribers.length === 0) return [];
  const slate = await valueBetSlate(
    input.deps.state,
    input.asOf,
    input.deps.ctx.config.exchangeCommission,
  );
  const people: PersonAlerts[] = [];
  for (const person of subscribers) {
    const followed = new Map(person.teams.map((t) => [t.id, displayName(t.name)]));
    const alerts: (PendingAlert & { ev: number })[] = [];
    for (const { bet } of slate) {
      const fixture = input.catalogue.fixtureById.get(bet.matchId);
      if (!fixture || bet.expectedValue < person.minEdgePercent) continue;
      const names = [fixture.homeTeamId, fixture.awayTeamId]
        .filter((id) => followed.has(id))
        .map((id) => followed.get(id)!);
      if (names.length === 0) continue;
      const match = alertMatch(input.catalogue, bet.matchId);
      if (!match) continue;
      const mail = valueBetMail(
        person,
        {
          match: { ...match, homeTeam: bet.homeTeam, awayTeam: bet.awayTeam },
          description: bet.description,
          price: {
            sportsbook: bet.sportsbook,
            price: bet.netDecimalOdds,
            exchange: bet.exchange,
            capturedAt: new Date(bet.capturedAt),
          },
          expectedValue: bet.expectedValue,
          probability: bet.modelProbability,
          impliedProbability: bet.impliedProbability,
          followed: names,
          minEdgePercent: person.minEdgePercent,
        },
        input.asOf,
        links(input, person),
      );
      alerts.push({
        kind: 'value-bet',
        dedupeKey: `value-bet:${bet.matchId}:${bet.outcome}`,
        mail,
        ev: bet.expectedValue,
      });
    }
    alerts.sort((a, b) => b.ev - a.ev);
    if (alerts.length > 0) {
      people.push({ recipient: person, alerts: alerts.map(({ ev: _ev, ...alert }) => alert) });
    }
  }
  return people;
}

/**
 * Waiting targets whose selection's best fresh price, at the clock, is at or above the target.
 * Targets on matches no longer upcoming are left alone (the list shows them as expired).
 */
export async function priceTargetAlerts(
  input: FindInput,
  waiting: readonly WaitingTarget[],
): Promise<PersonAlerts[]> {
  const byPerson = new Map<string, PersonAlerts>();
  const { deps, asOf, catalogue } = input;
  // Many targets share a match: its odds table is built once per run.
  const tables = new Map<number, OddsRow[]>();
  const oddsTable = async (match: AlertMatch) => {
    const known = tables.get(match.matchId);
    if (known) return known;
    const state = await deps.state.getLeague(match.leagueId, asOf);
    const rows = oddsRows(
      match.matchId,
      match.leagueId,
      state.odds.get(match.matchId) ?? [],
      { asOf, staleAfterMs: deps.ctx.config.priceStaleAfterMs },
      deps.ctx.config.exchangeCommission,
    );
    tables.set(match.matchId, rows);
    return rows;
  };
  for (const entry of waiting) {
    const { target } = entry;
    const match = alertMatch(catalogue, target.matchId);
    if (!match) continue;
    const best = bestPriceFor(await oddsTable(match), target);
    if (!best || best.price < target.targetPrice) continue;
    const description = selectionText(target, match);
    const mail = priceTargetMail(
      entry,
      { match, description, targetPrice: target.targetPrice, price: best },
      asOf,
      links(input, entry),
    );
    const person = byPerson.get(entry.userId) ?? { recipient: entry, alerts: [] };
    person.alerts.push({
      kind: 'price-target',
      dedupeKey: `price-target:${target.id}`,
      mail,
      targetId: target.id,
    });
    byPerson.set(entry.userId, person);
  }
  return [...byPerson.values()];
}
