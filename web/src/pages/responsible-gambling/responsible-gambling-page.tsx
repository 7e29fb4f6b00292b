// The module itself, not '@contract': the index brings zod and every schema onto this page.

import { ExternalLink, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  BREAK_PERIOD_LABELS,
  BREAK_PERIODS,
  type BreakKind,
} from '../../../../contract/break-periods.ts';
import {
  LegalDocument,
  List,
  linkClass,
  Section,
  type SectionEntry,
  Strong,
} from '../legal/legal-document.tsx';
import { type Helpline, MARKETS, type Market } from './helplines.ts';

/** A kind's periods as the Settings card offers them: '24 hours, 7 days or 30 days'. */
function periodsOf(kind: BreakKind): string {
  const labels = BREAK_PERIODS[kind].map((period) => BREAK_PERIOD_LABELS[period]);
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

function ExtLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={linkClass}>
      {children}
      <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5 align-[-0.125em]" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const SECTIONS = [
  { id: 'helplines', title: 'Helplines' },
  { id: 'on-strix', title: 'Breaks and limits on Strix' },
  { id: 'signs', title: 'Signs to look out for' },
] as const satisfies readonly SectionEntry[];

function HelplineEntry({ line }: { line: Helpline }) {
  return (
    <li className="rounded-lg border border-border bg-card p-4 text-card-foreground">
      <p className="font-medium">{line.name}</p>
      <p className="mt-2">
        <a
          href={`tel:${line.tel}`}
          className={`${linkClass} inline-flex items-center gap-1.5 text-lg`}
          data-testid="helpline-phone"
        >
          <Phone className="size-4" aria-hidden="true" />
          {line.phone}
        </a>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{line.hours}</p>
      <p className="mt-1 text-sm">
        <ExtLink href={line.website}>
          {new URL(line.website).hostname.replace(/^www\./, '')}
        </ExtLink>
      </p>
      <p className="mt-2 text-xs text-muted-foreground">
        {line.checked} <ExtLink href={line.source}>Source</ExtLink>
      </p>
    </li>
  );
}

function MarketHelplines({ market }: { market: Market }) {
  const headingId = `helplines-${market.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="font-semibold text-foreground">
        {market.country}{' '}
        <span className="font-normal text-muted-foreground">· {market.leagues}</span>
      </h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {market.helplines.map((line) => (
          <HelplineEntry key={line.phone} line={line} />
        ))}
      </ul>
      {market.selfExclusion ? (
        <p className="mt-3 text-sm">
          <Strong>{market.selfExclusion.name}</Strong>: {market.selfExclusion.note}{' '}
          <ExtLink href={market.selfExclusion.website}>
            {new URL(market.selfExclusion.website).hostname.replace(/^www\./, '')}
          </ExtLink>
        </p>
      ) : null}
    </section>
  );
}

/** /responsible-gambling: national helplines for every market Strix covers, and Strix's own tools. */
export default function ResponsibleGamblingPage() {
  return (
    <LegalDocument
      eyebrow="Responsible gambling"
      title="Get help with gambling"
      intro={
        <>
          Strix takes no bets, but its odds and value bets are about betting. If betting is costing
          you more money or time than you want, free and confidential help is a call away in every
          country whose leagues Strix covers.
        </>
      }
      contents={SECTIONS}
    >
      <Section id="helplines" sections={SECTIONS}>
        <p>
          Each number was checked against the source linked beside it; services change their hours,
          so their own websites have the latest.
        </p>
        {MARKETS.map((market) => (
          <MarketHelplines key={market.id} market={market} />
        ))}
      </Section>

      <Section id="on-strix" sections={SECTIONS}>
        <p>
          In{' '}
          <Link href="/settings#betting-limits" className={linkClass}>
            Settings → Keep betting in check
          </Link>{' '}
          you can:
        </p>
        <List>
          <li>
            <Strong>Take a break</Strong> of {periodsOf('cool-off')}, or{' '}
            <Strong>exclude yourself</Strong> for {periodsOf('self-exclusion')}. Odds, value bets,
            line movement and bet tracking are hidden and alerts stop until it ends; predictions
            stay. A break can be made longer, never shorter, and nobody can lift it early.
          </li>
          <li>
            <Strong>Set a monthly stake limit</Strong> for the bets you track. A lower limit counts
            at once; a higher one, or none, only after 24 hours.
          </li>
          <li>
            <Strong>See a reality check</Strong>: your time on Strix and the stakes you logged this
            month. Every 30 minutes of a visit, Strix reminds you how long you have been here.
          </li>
        </List>
        <p>
          A break on Strix covers Strix only. To stop betting with bookmakers too, use their own
          self-exclusion, or GAMSTOP for every site licensed in Great Britain.
        </p>
      </Section>

      <Section id="signs" sections={SECTIONS}>
        <List>
          <li>Betting more than you can afford to lose, or borrowing to bet.</li>
          <li>Chasing losses: betting again to win back what you lost.</li>
          <li>Hiding your betting from people close to you.</li>
          <li>Feeling restless or irritable when you try to cut down.</li>
        </List>
        <p>If any of these sound familiar, a helpline above can talk it through with you.</p>
      </Section>
    </LegalDocument>
  );
}
