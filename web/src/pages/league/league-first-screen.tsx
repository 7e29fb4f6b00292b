import { LEAGUE_SCREEN_TOKENS } from '../../../../contract/page-tags.ts';
import { Card } from '../../components/ui/card.tsx';
import { LeagueFrame } from './league-frame.tsx';
import { LeagueHeading } from './league-heading.tsx';

/**
 * A league page's first screen as the build renders it once (web/src/prerender.tsx), with
 * placeholders the server fills from the league's outlook at the clock when it has it: a phone
 * paints the league's title from the HTML, and the app's first render replaces it
 * (docs/performance.md, "Lighthouse").
 */
export function LeagueFirstScreen() {
  return (
    <LeagueFrame>
      <Card>
        <LeagueHeading
          season={LEAGUE_SCREEN_TOKENS.season}
          league={LEAGUE_SCREEN_TOKENS.league}
          stage={LEAGUE_SCREEN_TOKENS.stage}
        />
      </Card>
    </LeagueFrame>
  );
}
