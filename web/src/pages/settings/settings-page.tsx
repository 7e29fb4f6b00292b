import {
  Bell,
  Crown,
  DatabaseBackup,
  KeyRound,
  LogOut,
  type LucideIcon,
  Mail,
  MailCheck,
  PauseCircle,
  ShieldCheck,
  SlidersHorizontal,
  Trash2,
  UserRound,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useAuth } from '../../auth/auth-context.ts';
import { BackLink } from '../../components/layout/back-link.tsx';
import { useSignOut } from '../../components/layout/use-sign-out.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { formatPasswordUpdated } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useScrollToHash } from '../../lib/use-scroll-to-hash.ts';
import { AlertsCardBody } from './alerts-card.tsx';
import { ApiAccessCardBody } from './api-access-card.tsx';
import { BettingLimitsCardBody } from './betting-limits-card.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { DeleteAccountCardBody } from './delete-account-card.tsx';
import { EmailsCardBody } from './emails-card.tsx';
import { PreferencesCardBody } from './preferences-card.tsx';
import { SubscriptionCardBody } from './subscription-card-body.tsx';
import { YourDataCardBody } from './your-data-card.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function SettingsCard({
  icon: Icon,
  title,
  description,
  contentClassName,
  id,
  children,
}: {
  id?: string;
  icon: LucideIcon;
  title: string;
  description: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  // A named region, so assistive technology (and tests) can go straight to one card.
  return (
    <Card id={id} role="region" aria-labelledby={titleId} className="scroll-mt-24">
      <CardHeader>
        {/* An h2 under the page's h1 (CardTitle is an h3), so the outline has no gap. */}
        <h2
          id={titleId}
          className="flex items-center gap-2 text-lg leading-tight font-semibold tracking-tight"
        >
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

export default function SettingsPage() {
  const { user, isLoading } = useAuth();
  const signOut = useSignOut();
  usePageMeta('Account Settings');
  useScrollToHash(user !== null);
  if (!user) return null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink href="/profile">Back to Profile</BackLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Account Settings</h1>
      <p className="mt-2 text-muted-foreground">
        Manage your preferences, plan, API keys, alerts, betting limits, security and sign-in.
      </p>

      <div className="mt-8 grid gap-6">
        <SettingsCard
          id="preferences"
          icon={SlidersHorizontal}
          title="Preferences"
          description="How odds, stakes, times and pages are shown to you."
          contentClassName="grid gap-6"
        >
          <PreferencesCardBody />
        </SettingsCard>

        <SettingsCard
          icon={Crown}
          title="Subscription & Billing"
          description="Your plan and how to get more predictions."
          contentClassName="grid gap-5"
        >
          <SubscriptionCardBody />
        </SettingsCard>

        <SettingsCard
          id="api-access"
          icon={KeyRound}
          title="API access"
          description="Keys for Strix's read-only JSON API, part of Premium."
          contentClassName="grid gap-5"
        >
          <ApiAccessCardBody />
        </SettingsCard>

        <SettingsCard
          id="alerts"
          icon={Bell}
          title="Alerts"
          description="Emails about value bets on teams you follow and prices you are waiting for."
          contentClassName="grid gap-5"
        >
          <AlertsCardBody />
        </SettingsCard>

        <SettingsCard
          id="emails"
          icon={MailCheck}
          title="Emails"
          description="Every email Strix may send you, and which ones you can turn off."
          contentClassName="grid gap-5"
        >
          <EmailsCardBody />
        </SettingsCard>

        <SettingsCard
          id="betting-limits"
          icon={PauseCircle}
          title="Keep betting in check"
          description="Take a break, set a monthly stake limit, and see your time and stakes this month."
        >
          <BettingLimitsCardBody />
        </SettingsCard>

        <SettingsCard
          icon={ShieldCheck}
          title="Security"
          description="Your password and how you sign in."
        >
          <dl className="divide-y divide-border">
            <Row label="Password last updated">
              <span data-testid="password-updated">{formatPasswordUpdated(user.updatedAt)}</span>
            </Row>
            <Row label="Account type">
              <span className="inline-flex items-center gap-2">
                <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
                {user.provider === 'google' ? 'Google Account' : 'Email Account'}
              </span>
            </Row>
            <Row label="Email">
              <span className="inline-flex items-center gap-2">
                <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
                {user.email}
              </span>
            </Row>
          </dl>
          {user.hasPassword ? null : (
            <p className="mt-2 text-sm text-muted-foreground">
              This account signs in with Google and has no password yet. Use “Forgot your password?”
              on the sign-in screen to set one.
            </p>
          )}
          <div className="mt-4">
            <ChangePasswordDialog />
          </div>
        </SettingsCard>

        <SettingsCard
          id="your-data"
          icon={DatabaseBackup}
          title="Your data"
          description="Download a copy of everything Strix holds about you."
        >
          <YourDataCardBody />
        </SettingsCard>

        <SettingsCard icon={LogOut} title="Session" description="Sign out of Strix on this device.">
          <Button variant="outline" onClick={signOut} disabled={isLoading}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </SettingsCard>

        <SettingsCard
          id="delete-account"
          icon={Trash2}
          title="Delete account"
          description="Remove your account and your personal data from Strix."
        >
          <DeleteAccountCardBody />
        </SettingsCard>
      </div>
    </div>
  );
}
