import type { RecordPick } from '@contract';
import { HorizontalScroller } from '../../components/layout/horizontal-scroller.tsx';
import { formatKickoff } from '../../lib/format.ts';
import { formatShare } from '../../lib/percent.ts';
import { formatClv, formatScore } from '../../lib/record.ts';

const OUTCOME = { home: 'Home win', draw: 'Draw', away: 'Away win' } as const;

/** The latest graded picks as they were stored, each with the model version that made it. */
export function PicksTable({ picks }: { picks: readonly RecordPick[] }) {
  const th = 'py-2 pr-3 font-medium';
  const td = 'py-2 pr-3 tabular-nums';
  return (
    <HorizontalScroller label="Graded live picks">
      <table className="w-full min-w-[40rem] text-sm" data-testid="record-picks">
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            <th scope="col" className={th}>
              Match
            </th>
            <th scope="col" className={th}>
              Strix backed
            </th>
            <th scope="col" className={th}>
              Result
            </th>
            <th scope="col" className={`${th} text-right`}>
              Log loss
            </th>
            <th scope="col" className={`${th} text-right`}>
              CLV
            </th>
            <th scope="col" className={th}>
              Model version
            </th>
          </tr>
        </thead>
        <tbody>
          {picks.map((p) => (
            <tr key={p.id} className="border-b border-border/60 align-top last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {p.homeTeam} v {p.awayTeam}
                <span className="block text-xs font-normal text-muted-foreground">
                  {p.league}
                  {p.kickoff ? ` · ${formatKickoff(p.kickoff) ?? ''}` : ''}
                </span>
              </th>
              <td className={td}>
                {p.pick === 'home' ? p.homeTeam : p.awayTeam} {formatShare(p.probability)}
              </td>
              <td className={td}>
                {OUTCOME[p.outcome]}{' '}
                <span className={p.correct ? 'text-primary' : 'text-muted-foreground'}>
                  {p.correct ? '(right)' : '(wrong)'}
                </span>
              </td>
              <td className={`${td} text-right`}>{formatScore(p.logLoss)}</td>
              <td className={`${td} text-right`}>{formatClv(p.clv)}</td>
              <td className={td}>{p.modelVersion ?? 'not recorded'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroller>
  );
}
