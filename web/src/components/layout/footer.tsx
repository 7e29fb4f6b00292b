import { Phone, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useStatus } from '../../api/status.ts';
import { useAppClock } from '../../api/use-app-clock.ts';
import { hasProviderTrouble, liveStatusText, replayPricesAsOf } from '../../lib/data-status.ts';
import { lazyDateFormat } from '../../lib/lazy-format.ts';
import { cn } from '../../lib/utils.ts';
import { Owl } from '../owl/owl.tsx';

const LEGAL_LINKS = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
  { href: '/data-sources', label: 'Data Sources' },
  { href: '/record', label: 'Track Record' },
] as const;

const asOfFormat = lazyDateFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Says which clock the numbers run on: a replay of stored data with its date (and its newest
 * prices' day when earlier), or live with how old the odds are and any failing or paused
 * provider.
 */
function DataClock() {
  const { data } = useStatus();
  const now = useAppClock();
  if (!data) return null;
  if (data.mode === 'live') {
    return (
      <p data-testid="data-clock" className={cn(hasProviderTrouble(data) && 'text-warning')}>
        {liveStatusText(data, now ?? new Date())}
      </p>
    );
  }
  const pricesAsOf = replayPricesAsOf(data);
  return (
    <p data-testid="data-clock">
      {`Replay of stored match data: “today” is ${asOfFormat().format(new Date(data.asOf))}.`}
      {pricesAsOf ? ` Prices as of ${asOfFormat().format(new Date(pricesAsOf))}.` : null}
    </p>
  );
}

const linkClass =
  'rounded text-sm text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring';

/** One column of links under its heading, named for screen readers by the same words. */
function FooterNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <h2 className="mb-3 text-xs font-semibold uppercase tracking-[0.14em] text-foreground/80">
        {label}
      </h2>
      <ul className="space-y-2">{children}</ul>
    </nav>
  );
}

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <Link href={href} className={linkClass}>
        {children}
      </Link>
    </li>
  );
}

function HelplineLink({ tel, children }: { tel: string; children: ReactNode }) {
  return (
    <li>
      <a href={`tel:${tel}`} className={`${linkClass} inline-flex items-center gap-1.5`}>
        <Phone className="size-3.5" aria-hidden="true" />
        {children}
      </a>
    </li>
  );
}

function FooterBrand() {
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2.5">
        <Owl variant="insights" size={32} title="" />
        <div>
          <p className="font-semibold tracking-tight">Strix</p>
          <p className="text-xs text-muted-foreground">AI Sports Intelligence</p>
        </div>
      </div>
      <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">
        Predictions and analysis for information only. Strix takes no wagers and gives no financial
        or betting advice.
      </p>
    </div>
  );
}

/** The age line, the responsible-play words, the data's clock and the copyright. */
function FooterNotices() {
  return (
    <div className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-xs leading-relaxed text-muted-foreground sm:px-6">
        <p className="flex items-start gap-2">
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <strong className="font-semibold text-foreground">
              You must be 21+ to use this site.
            </strong>{' '}
            Gambling can be addictive; please play responsibly. Past performance is no guarantee of
            future results. Not available in all states.
          </span>
        </p>
        <DataClock />
        <p>© {new Date().getFullYear()} Strix. All rights reserved.</p>
      </div>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 border-t border-border bg-background/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr] lg:grid-cols-[1.4fr_1fr_1fr_1fr_1fr]">
        <FooterBrand />
        <FooterNav label="Legal">
          {LEGAL_LINKS.map(({ href, label }) => (
            <FooterLink key={href} href={href}>
              {label}
            </FooterLink>
          ))}
        </FooterNav>
        <FooterNav label="Developers">
          <FooterLink href="/developers">API Reference</FooterLink>
        </FooterNav>
        <FooterNav label="Display">
          <FooterLink href="/preferences">Odds format, currency, time zone and theme</FooterLink>
        </FooterNav>
        <FooterNav label="Responsible gambling">
          <FooterLink href="/responsible-gambling">Helplines in your country</FooterLink>
          <FooterLink href="/settings#betting-limits">Take a break or set a limit</FooterLink>
          {/* The two largest markets' national lines; the page lists every market's. */}
          <HelplineLink tel="+448088020133">UK: 0808 8020 133</HelplineLink>
          <HelplineLink tel="+18005224700">US: 1-800-522-4700</HelplineLink>
        </FooterNav>
      </div>
      <FooterNotices />
    </footer>
  );
}
