import type { AppContext } from '../app-context.ts';
import {
  markTargetFired,
  releaseAlertMail,
  reserveAlertMails,
  valueBetSubscribers,
  waitingTargets,
} from '../db/queries/alert-delivery.ts';
import {
  type PersonAlerts,
  priceTargetAlerts,
  valueBetAlerts,
} from '../features/alerts/find-alerts.ts';
import type { SearchDeps } from '../features/search/search-service.ts';
import { currentAsOf } from '../sports/time/replay-clock.ts';
import { scheduleJob } from './schedule.ts';

export interface AlertsReport {
  /** Mails handed to the SMTP server. */
  sent: number;
  /** Mails the SMTP server refused; their alerts are tried again on a later run. */
  failed: number;
  /** True when the run did nothing because no mail is configured. */
  mailOff: boolean;
}

export interface AlertsJob {
  run(): Promise<AlertsReport>;
}

/**
 * The alerts job at the clock: value bets on followed teams' matches at or above each person's
 * threshold, and prices at or above waiting targets, mailed one alert per mail. Each person's
 * mails are reserved in `alert_mails` before any is sent (see `reserveAlertMails`), so a second
 * run, here or on another instance, sends nothing twice and the daily cap holds under parallel
 * runs; no transaction stays open while mail is sent. Without SMTP it does nothing at all (no
 * rows either: an alert not sent must stay sendable once mail is configured), and says so once.
 */
export function alertsJob(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'mailer' | 'log'>,
  deps: SearchDeps,
): AlertsJob {
  let saidMailOff = false;
  return {
    async run() {
      if (!ctx.mailer.delivers) {
        if (!saidMailOff) {
          ctx.log.info('alert mails are off: SMTP_URL is not set, so the alerts job sends nothing');
          saidMailOff = true;
        }
        return { sent: 0, failed: 0, mailOff: true };
      }
      const now = ctx.clock.now();
      const [subscribers, waiting] = await Promise.all([
        valueBetSubscribers(ctx.db, now),
        waitingTargets(ctx.db, now),
      ]);
      if (subscribers.length === 0 && waiting.length === 0) {
        return { sent: 0, failed: 0, mailOff: false };
      }
      const asOf = await currentAsOf(ctx);
      const input = {
        deps,
        asOf,
        catalogue: await deps.state.getCatalogue(asOf),
        publicUrl: ctx.config.publicUrl,
      };
      // A person's price targets (asked for one by one) go before value bets when the cap bites.
      const found = [
        ...(await priceTargetAlerts(input, waiting)),
        ...(await valueBetAlerts(input, subscribers)),
      ];
      const report: AlertsReport = { sent: 0, failed: 0, mailOff: false };
      for (const person of mergeByPerson(found)) await deliver(ctx, person, now, report);
      return report;
    },
  };
}

function mergeByPerson(found: readonly PersonAlerts[]): PersonAlerts[] {
  const byUser = new Map<string, PersonAlerts>();
  for (const entry of found) {
    const person = byUser.get(entry.recipient.userId);
    if (person) person.alerts.push(...entry.alerts);
    else byUser.set(entry.recipient.userId, { ...entry, alerts: [...entry.alerts] });
  }
  return [...byUser.values()];
}

async function deliver(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'log'>,
  { recipient, alerts }: PersonAlerts,
  now: Date,
  report: AlertsReport,
) {
  const reserved = await reserveAlertMails(ctx.db, recipient.userId, alerts, now);
  for (const alert of alerts) {
    if (!reserved.has(alert.dedupeKey)) continue;
    try {
      await ctx.mailer.send(alert.mail);
    } catch (error) {
      // Not sent: the reservation goes, so the alert (and the day's slot) is free again.
      await releaseAlertMail(ctx.db, recipient.userId, alert.dedupeKey);
      ctx.log.warn({ err: error, alert: alert.dedupeKey }, 'alert mail not sent');
      report.failed += 1;
      continue;
    }
    if (alert.targetId) await markTargetFired(ctx.db, alert.targetId, now);
    report.sent += 1;
  }
}

/** Runs the alerts job once per ALERTS_EVERY_SECONDS across the fleet. */
export function scheduleAlerts(ctx: AppContext, deps: SearchDeps): () => Promise<void> {
  const job = alertsJob(ctx, deps);
  return scheduleJob(ctx, {
    name: 'alerts',
    everyMs: ctx.config.jobs.alertsEveryMs,
    run: () => job.run(),
    report: ({ sent, failed }) => {
      if (sent || failed) ctx.log.info({ sent, failed }, 'alert mails sent');
    },
  });
}
