import type { UpdateAlertSettingsRequest } from '@contract';
import { useId } from 'react';
import {
  MAIL_CATALOGUE,
  MAIL_KINDS,
  type MailEntry,
  type OptionalMail,
} from '../../../../contract/mail-texts.ts';
import { type AlertSettings, useAlertSettings, useUpdateAlertSettings } from '../../api/alerts.ts';
import { userMessage } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Label } from '../../components/ui/label.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';

export interface EmailsContentProps {
  email: string;
  /** The alert settings the optional mails' switches read and write (the Alerts card's too). */
  settings: AlertSettings;
  busy?: boolean;
  onChange(changes: UpdateAlertSettingsRequest): void;
}

function OptionalMailRow({
  entry,
  settings,
  busy,
  onChange,
}: { entry: OptionalMail } & Omit<EmailsContentProps, 'email'>) {
  const id = useId();
  return (
    <li className="flex items-start gap-3 py-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 accent-primary"
        checked={settings[entry.setting]}
        disabled={busy}
        onChange={(event) => onChange({ [entry.setting]: event.target.checked })}
        aria-describedby={`${id}-when`}
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{entry.name}</Label>
        <p id={`${id}-when`} className="text-sm text-muted-foreground">
          {entry.sentWhen} Off unless you turn it on; each one has a link to turn it off.
        </p>
      </div>
    </li>
  );
}

function AlwaysSentRow({ entry }: { entry: Exclude<MailEntry, OptionalMail> }) {
  return (
    <li className="grid gap-1 py-3">
      <span className="text-sm font-medium">{entry.name}</span>
      <p className="text-sm text-muted-foreground">{entry.sentWhen}</p>
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Always sent.</span> {entry.whyAlwaysSent}
      </p>
    </li>
  );
}

/** Every mail Strix may send, from the one catalogue the server sends by, with its switch. */
export function EmailsContent({ email, settings, busy, onChange }: EmailsContentProps) {
  const entries = MAIL_KINDS.map((kind) => MAIL_CATALOGUE[kind]);
  return (
    <>
      <p className="text-sm text-muted-foreground">
        All go to {email}. Strix sends no newsletters or marketing.
      </p>
      {settings.mailConfigured ? null : (
        <p className="rounded-lg border border-border p-3 text-sm" role="status">
          This Strix server has no mail set up, so no email is sent for now.
        </p>
      )}
      <ul className="divide-y divide-border" aria-label="Emails Strix may send">
        {entries.map((entry) =>
          entry.optional ? (
            <OptionalMailRow
              key={entry.kind}
              entry={entry}
              settings={settings}
              busy={busy}
              onChange={onChange}
            />
          ) : (
            <AlwaysSentRow key={entry.kind} entry={entry} />
          ),
        )}
      </ul>
      <p className="text-sm text-muted-foreground">
        The alerts' threshold, daily limit, followed teams and price targets are in{' '}
        <a href="#alerts" className="underline">
          Alerts
        </a>
        .
      </p>
    </>
  );
}

/** Settings → Emails: the alert switches share the Alerts card's settings (one query, one save). */
export function EmailsCardBody() {
  const { user } = useAuth();
  const settings = useAlertSettings(user?.id);
  const update = useUpdateAlertSettings(user?.id);
  if (settings.isError) {
    return <p className="text-sm text-muted-foreground">Email settings could not be loaded.</p>;
  }
  if (!user || !settings.data) return <Skeleton className="h-40 w-full" />;
  return (
    <EmailsContent
      email={user.email}
      settings={settings.data}
      busy={update.isPending}
      onChange={(changes) =>
        update.mutate(changes, {
          onSuccess: () => toast({ title: 'Email settings saved', variant: 'success' }),
          onError: (error) =>
            toast({
              title: 'Email settings not saved',
              description: userMessage(error, 'Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}
