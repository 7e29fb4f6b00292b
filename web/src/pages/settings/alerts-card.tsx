import type { UpdateAlertSettingsRequest } from '@contract';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { ALERT_MAX_PER_DAY, ALERT_MIN_EDGE } from '../../../../contract/alert-texts.ts';
import {
  type AlertSettings,
  type FollowedTeamsResponse,
  type PriceTargetListResponse,
  useAlertSettings,
  useDeletePriceTarget,
  useFollowedTeams,
  usePriceTargets,
  useSetTeamFollowed,
  useUpdateAlertSettings,
} from '../../api/alerts.ts';
import { userMessage } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { formatKickoff } from '../../lib/format.ts';
import { priceText } from '../../lib/price-entry.ts';
import { useOddsFormat } from '../../lib/use-odds-format.ts';

export interface AlertsContentProps {
  email: string;
  settings: AlertSettings;
  teams: FollowedTeamsResponse['teams'];
  targets: PriceTargetListResponse['targets'];
  busy?: boolean;
  onChange(changes: UpdateAlertSettingsRequest): void;
  onUnfollow(teamId: number): void;
  onDeleteTarget(id: string): void;
}

const STATUS = { waiting: 'Waiting', fired: 'Sent', expired: 'Kicked off' } as const;

function Toggle({
  checked,
  label,
  hint,
  disabled,
  onChange,
}: {
  checked: boolean;
  label: string;
  hint: string;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 accent-primary"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** Threshold and daily cap: typed, then saved together. */
function LimitsForm({
  settings,
  busy,
  onChange,
}: Pick<AlertsContentProps, 'settings' | 'busy' | 'onChange'>) {
  const [minEdge, setMinEdge] = useState(String(settings.minEdgePercent));
  const [cap, setCap] = useState(String(settings.maxPerDay));
  useEffect(() => {
    setMinEdge(String(settings.minEdgePercent));
    setCap(String(settings.maxPerDay));
  }, [settings.minEdgePercent, settings.maxPerDay]);
  const edgeId = useId();
  const capId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ minEdgePercent: Number(minEdge), maxPerDay: Number(cap) });
  };
  return (
    <form className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor={edgeId}>Value bets from (expected value, %)</Label>
        <Input
          id={edgeId}
          type="number"
          inputMode="decimal"
          min={ALERT_MIN_EDGE.min}
          max={ALERT_MIN_EDGE.max}
          step={0.5}
          value={minEdge}
          onChange={(event) => setMinEdge(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={capId}>At most, mails a day</Label>
        <Input
          id={capId}
          type="number"
          inputMode="numeric"
          min={ALERT_MAX_PER_DAY.min}
          max={ALERT_MAX_PER_DAY.max}
          step={1}
          value={cap}
          onChange={(event) => setCap(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={busy}>
        Save
      </Button>
    </form>
  );
}

function FollowedTeamList({
  teams,
  busy,
  onUnfollow,
}: Pick<AlertsContentProps, 'teams' | 'busy' | 'onUnfollow'>) {
  return (
    <section className="grid gap-2" aria-label="Teams you follow">
      <h3 className="text-sm font-semibold">Teams you follow</h3>
      {teams.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          You follow no team yet. Follow one from its match page.
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {teams.map((team) => (
            <li key={team.id} className="flex items-center justify-between gap-3 py-2">
              <span className="text-sm">
                {team.name}
                {team.league ? (
                  <span className="text-muted-foreground"> · {team.league}</span>
                ) : null}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => onUnfollow(team.id)}
                aria-label={`Unfollow ${team.name}`}
              >
                Unfollow
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PriceTargetList({
  targets,
  busy,
  onDeleteTarget,
}: Pick<AlertsContentProps, 'targets' | 'busy' | 'onDeleteTarget'>) {
  const [format] = useOddsFormat();
  return (
    <section className="grid gap-2" aria-label="Your price targets">
      <h3 className="text-sm font-semibold">Your price targets</h3>
      {targets.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No price targets. Set one under the odds of a match page.
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {targets.map((target) => (
            <li key={target.id} className="flex items-center justify-between gap-3 py-2">
              <span className="grid gap-0.5 text-sm">
                <span>
                  {target.description} at {priceText(target.targetPrice, format)} or more
                </span>
                <span className="text-muted-foreground">
                  <Link href={`/match/${target.matchId}`} className="underline">
                    {target.homeTeam} vs {target.awayTeam}
                  </Link>{' '}
                  · {formatKickoff(target.kickoff)} · {STATUS[target.status]}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => onDeleteTarget(target.id)}
                aria-label={`Delete the target ${target.description} at ${priceText(target.targetPrice, format)}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The card's content for given data: what is on, whom it follows, which prices it waits for. */
export function AlertsContent(props: AlertsContentProps) {
  const { settings, teams, targets, busy, onChange, onUnfollow, onDeleteTarget } = props;
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Alerts come by email to {props.email}, each with a link to turn them off. They are off until
        you turn them on, and stop during a break.
      </p>
      {settings.mailConfigured ? null : (
        <p className="rounded-lg border border-border p-3 text-sm" role="status">
          This Strix server has no mail set up, so no alert can be sent for now.
        </p>
      )}
      <Toggle
        checked={settings.valueBets}
        disabled={busy}
        label="Value bets on teams you follow"
        hint={`A value bet on a followed team's match at or above ${settings.minEdgePercent}% expected value.`}
        onChange={(valueBets) => onChange({ valueBets })}
      />
      <Toggle
        checked={settings.priceTargets}
        disabled={busy}
        label="Price targets"
        hint="When a price reaches a target you set on a match page."
        onChange={(priceTargets) => onChange({ priceTargets })}
      />
      <LimitsForm settings={settings} busy={busy} onChange={onChange} />
      <p className="text-sm text-muted-foreground" data-testid="alerts-sent-today">
        {settings.sentToday} of {settings.maxPerDay} sent today (UTC).
      </p>

      <FollowedTeamList teams={teams} busy={busy} onUnfollow={onUnfollow} />
      <PriceTargetList targets={targets} busy={busy} onDeleteTarget={onDeleteTarget} />
    </>
  );
}

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: userMessage(error, 'Please try again.'), variant: 'destructive' });

/** Settings → Alerts: loads the person's settings, followed teams and targets. */
export function AlertsCardBody() {
  const { user } = useAuth();
  const userId = user?.id;
  const settings = useAlertSettings(userId);
  const teams = useFollowedTeams(userId);
  const targets = usePriceTargets(userId);
  const update = useUpdateAlertSettings(userId);
  const follow = useSetTeamFollowed(userId);
  const remove = useDeletePriceTarget(userId);
  if (settings.isError || teams.isError || targets.isError) {
    return <p className="text-sm text-muted-foreground">Alerts could not be loaded.</p>;
  }
  if (!user || !settings.data || !teams.data || !targets.data) {
    return <Skeleton className="h-40 w-full" />;
  }
  return (
    <AlertsContent
      email={user.email}
      settings={settings.data}
      teams={teams.data.teams}
      targets={targets.data.targets}
      busy={update.isPending || follow.isPending || remove.isPending}
      onChange={(changes) =>
        update.mutate(changes, {
          onSuccess: () => toast({ title: 'Alerts saved', variant: 'success' }),
          onError: failed('Alerts not saved'),
        })
      }
      onUnfollow={(teamId) =>
        follow.mutate({ teamId, following: false }, { onError: failed('Could not unfollow') })
      }
      onDeleteTarget={(id) => remove.mutate(id, { onError: failed('Target not deleted') })}
    />
  );
}
