import { MATCH_SCREEN_TOKENS } from '../../../../contract/page-tags.ts';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { MatchFrame } from './match-frame.tsx';
import { MatchTitle } from './match-title.tsx';

/**
 * A match page's first screen as the build renders it once (web/src/prerender.tsx), with
 * placeholders the server fills with the match's names for each address: a phone paints the
 * match's title from the HTML while the app's code is on its way, and the app's first render
 * replaces it (docs/performance.md, "Lighthouse"). Names only: nothing here depends on the clock
 * or the viewer.
 */
export function MatchFirstScreen() {
  return (
    <MatchFrame>
      <div className="grid gap-4">
        <Card>
          <CardHeader className="items-center text-center">
            <MatchTitle
              league={MATCH_SCREEN_TOKENS.league}
              homeTeam={MATCH_SCREEN_TOKENS.homeTeam}
              awayTeam={MATCH_SCREEN_TOKENS.awayTeam}
            />
          </CardHeader>
        </Card>
      </div>
    </MatchFrame>
  );
}
