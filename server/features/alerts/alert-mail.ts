import {
  formatDecimal,
  formatKickoff,
  formatOdds,
  fractionalIsExact,
  isTimeZone,
  type OddsFormat,
} from '@contract';
import { escapeHtml, type MailMessage } from '../../data/mail/mailer.ts';
import { timeZoneOf } from '../../sports/time/time-zones.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How old a price is at the clock, in words: '25 minutes', '3 hours', '2 days'. */
export function priceAge(capturedAt: Date, asOf: Date): string {
  const ms = Math.max(0, asOf.getTime() - capturedAt.getTime());
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (ms < HOUR) return plural(Math.round(ms / MINUTE), 'minute');
  if (ms < 48 * HOUR) return plural(Math.round(ms / HOUR), 'hour');
  return plural(Math.round(ms / (24 * HOUR)), 'day');
}

/** A list of names as a sentence reads it: 'Arsenal', 'Arsenal and Chelsea'. */
const andList = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export interface AlertMatch {
  matchId: number;
  homeTeam: string;
  awayTeam: string;
  leagueId: string;
  leagueName: string;
  kickoff: Date;
  kickoffTimeKnown: boolean;
  kickoffDay?: string | null;
}

export interface AlertPrice {
  sportsbook: string;
  /** Decimal, as paid (net of an exchange's commission). */
  price: number;
  exchange: boolean;
  capturedAt: Date;
}

/** Who gets the mail, and how they read odds and times (null: never chosen). */
export interface MailReader {
  email: string;
  name: string;
  oddsFormat?: OddsFormat | null;
  timeZone?: string | null;
}

interface Letter {
  kind: 'value-bet-alert' | 'price-target-alert';
  to: MailReader;
  subject: string;
  /** The alert itself, one sentence per line. */
  lines: string[];
  why: string;
  match: AlertMatch;
  links: { publicUrl: string; unsubscribeToken: string };
}

/** Every alert mail has the same frame: what, which match, why, the match link and the way out. */
function letter({ kind, to, subject, lines, why, match, links }: Letter): MailMessage {
  // The reader's own zone when they chose one; the league's otherwise, named either way.
  const kickoff = formatKickoff(match.kickoff, {
    timeZone: to.timeZone && isTimeZone(to.timeZone) ? to.timeZone : timeZoneOf(match.leagueId),
    day: match.kickoffTimeKnown ? null : (match.kickoffDay ?? null),
  });
  const heading = `${match.homeTeam} vs ${match.awayTeam} (${match.leagueName}), ${kickoff}`;
  const matchUrl = `${links.publicUrl}/match/${match.matchId}`;
  const unsubscribeUrl = `${links.publicUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(links.unsubscribeToken)}`;
  const footer =
    'Strix is an information service and takes no wagers. Bet only what you can afford to lose.';
  return {
    kind,
    to: to.email,
    subject,
    // RFC 8058: mail clients POST 'List-Unsubscribe=One-Click' to the URL, and it is done.
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [
      `Hi ${to.name},`,
      '',
      heading,
      ...lines,
      '',
      `Why you got this: ${why}`,
      '',
      `See the match: ${matchUrl}`,
      `Turn these alerts off: ${unsubscribeUrl}`,
      '',
      footer,
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(to.name)},</p>
<p><strong>${escapeHtml(heading)}</strong><br>${lines.map(escapeHtml).join('<br>')}</p>
<p>Why you got this: ${escapeHtml(why)}</p>
<p><a href="${escapeHtml(matchUrl)}">See the match</a></p>
<p><a href="${escapeHtml(unsubscribeUrl)}">Turn these alerts off</a></p>
<p>${escapeHtml(footer)}</p>`,
  };
}

/**
 * A decimal price in the reader's odds format (decimal until they choose one). A fraction that
 * only approximates the price, as bookmakers' do, carries the exact decimal beside it.
 */
export function mailPrice(decimal: number, format: OddsFormat | null | undefined): string {
  const chosen = format ?? 'decimal';
  const text = formatOdds({ american: null, decimal }, chosen);
  if (chosen === 'fractional' && !fractionalIsExact(decimal)) {
    return `${text} (decimal ${formatDecimal(decimal)})`;
  }
  return text;
}

const priceLine = (price: AlertPrice, asOf: Date, format: MailReader['oddsFormat']) =>
  `${mailPrice(price.price, format)} at ${price.sportsbook}${price.exchange ? " (net of the exchange's commission)" : ''}, a price ${priceAge(price.capturedAt, asOf)} old`;

export interface ValueBetAlert {
  match: AlertMatch;
  description: string;
  price: AlertPrice;
  expectedValue: number;
  probability: number;
  impliedProbability: number;
  followed: readonly string[];
  minEdgePercent: number;
}

export function valueBetMail(
  to: Letter['to'],
  alert: ValueBetAlert,
  asOf: Date,
  links: Letter['links'],
): MailMessage {
  const ev = `+${alert.expectedValue.toFixed(1)}%`;
  return letter({
    kind: 'value-bet-alert',
    to,
    subject: `Value bet: ${alert.description} at ${mailPrice(alert.price.price, to.oddsFormat)} (${ev}) · ${alert.match.homeTeam} vs ${alert.match.awayTeam}`,
    lines: [
      `Value bet: ${alert.description}, ${priceLine(alert.price, asOf, to.oddsFormat)}.`,
      `Expected value ${ev}: Strix gives it ${alert.probability.toFixed(1)}%, the price implies ${alert.impliedProbability.toFixed(1)}%.`,
    ],
    why: `you follow ${andList(alert.followed)} and asked for value bets of ${alert.minEdgePercent}% or more.`,
    match: alert.match,
    links,
  });
}

export interface PriceTargetAlert {
  match: AlertMatch;
  description: string;
  targetPrice: number;
  price: AlertPrice;
}

export function priceTargetMail(
  to: Letter['to'],
  alert: PriceTargetAlert,
  asOf: Date,
  links: Letter['links'],
): MailMessage {
  return {
    ...letter({
      kind: 'price-target-alert',
      to,
      subject: `Price reached: ${alert.description} at ${mailPrice(alert.price.price, to.oddsFormat)} · ${alert.match.homeTeam} vs ${alert.match.awayTeam}`,
      lines: [
        `${alert.description} is now ${priceLine(alert.price, asOf, to.oddsFormat)}.`,
        `Your target was ${mailPrice(alert.targetPrice, to.oddsFormat)}.`,
      ],
      why: `you asked to be told when ${alert.description} reached ${mailPrice(alert.targetPrice, to.oddsFormat)}. This target is now done; set a new one on the match page.`,
      match: alert.match,
      links,
    }),
  };
}
