import type { Interpretation, OutlookMarket, OutlookQuestion } from '@contract';
import { isUsLeague } from '../../../data/reference/leagues.ts';
import type { LeagueInfo } from '../question-context.ts';
import type { DirectoryTeam } from '../team-directory.ts';
import { marketMissing, marketSuggestions, OUTLOOK_LEAGUE_IDS } from './league-markets.ts';
import { NHL_DIVISIONS } from './phrases.ts';
import type { OutlookWords } from './read-phrases.ts';

export type OutlookReading =
  | { ok: true; interpretation: Interpretation }
  | { ok: false; error: string; suggestions: string[] };

const COVERED_SEASONS =
  'the Premier League, Championship, La Liga, Bundesliga, Serie A, Ligue 1, NBA, NFL, MLB and NHL';

const MARKET_LABELS: Record<OutlookMarket, string> = {
  title: 'title',
  top4: 'top four',
  europe: 'European places',
  relegation: 'relegation',
  relegationPlayoff: 'relegation play-off',
  promoted: 'promotion',
  promotion: 'automatic promotion',
  playoffs: 'play-offs',
  playoffPromotion: 'promotion through the play-offs',
  playIn: 'play-in',
  topSeed: 'top seed',
  divisionTitle: 'division title',
  bye: 'bye',
  wildCard: 'wild card',
  bestRecord: 'best record',
  pennant: 'pennant',
  position: 'final place',
  table: 'projected table',
};

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function marketLabel(q: OutlookQuestion, us: boolean): string {
  if (q.market === 'relegation' && q.negated) return 'staying up';
  if (q.market === 'position' && q.position)
    return `${ordinal(q.position)} ${us ? 'seed' : 'place'}`;
  if (q.market === 'divisionTitle' && q.group?.includes(' ')) return `${q.group} title`;
  if (q.market === 'topSeed' && q.group && !q.group.includes(' ')) return `${q.group} top seed`;
  return MARKET_LABELS[q.market];
}

/** Which conference or division names belong to which league. */
function groupFits(leagueId: string, group: string) {
  if (leagueId === 'NBA') return group === 'East' || group === 'West';
  if (leagueId === 'NFL') return /^(AFC|NFC)( (East|West|North|South))?$/.test(group);
  if (leagueId === 'MLB') return /^(AL|NL)( (East|Central|West))?$/.test(group);
  if (leagueId === 'NHL') return group === 'East' || group === 'West' || NHL_DIVISIONS.has(group);
  return false;
}

/** The league a group names on its own: 'East' is the NBA's unless a team or league says. */
function leagueOfGroup(group: string): string {
  if (/^(AL|NL)/.test(group)) return 'MLB';
  if (NHL_DIVISIONS.has(group)) return 'NHL';
  return group === 'East' || group === 'West' ? 'NBA' : 'NFL';
}

const fail = (error: string, suggestions: string[] = []): OutlookReading => ({
  ok: false,
  error,
  suggestions: [...new Set(suggestions)].slice(0, 3),
});

const nameIn = (leagues: ReadonlyMap<string, LeagueInfo>, id: string) =>
  leagues.get(id)?.name ?? id;

/**
 * Turns the market words of a question, the team it names (if any) and the leagues it names
 * into the outlook question the answer is simulated for, or a sentence saying why it cannot be.
 */
export function readOutlookQuestion(
  words: OutlookWords,
  team: DirectoryTeam | undefined,
  namedLeagueIds: readonly string[],
  leagues: ReadonlyMap<string, LeagueInfo>,
): OutlookReading {
  if (words.award) {
    return fail(
      'Strix predicts matches and league seasons; awards such as the MVP or the top scorer are not covered yet.',
      team
        ? [`${team.name} prediction`, `${team.name} odds`]
        : ['Premier League title odds', 'NBA playoff chances'],
    );
  }
  const leagueId = seasonLeague(words, team, namedLeagueIds, leagues);
  if (typeof leagueId !== 'string') return leagueId;
  const league = nameIn(leagues, leagueId);
  const market: OutlookMarket = words.market ?? 'table';
  const missing = marketMissing(leagueId, league, market);
  if (missing) return fail(missing, marketSuggestions(leagueId, team?.name ?? league));

  const question: OutlookQuestion = {
    market,
    teamId: team?.id ?? null,
    team: team?.name ?? null,
    group: words.group && groupFits(leagueId, words.group) ? words.group : null,
    position: market === 'position' ? words.position : null,
    negated: words.negated,
  };
  return { ok: true, interpretation: outlookInterpretation(question, leagueId, team, leagues) };
}

/**
 * The league whose season is asked about: the team's, the one named, or the one a conference
 * or division belongs to ('AFC West'); or why there is none Strix simulates.
 */
function seasonLeague(
  words: OutlookWords,
  team: DirectoryTeam | undefined,
  namedLeagueIds: readonly string[],
  leagues: ReadonlyMap<string, LeagueInfo>,
): string | OutlookReading {
  const nameOf = (id: string) => nameIn(leagues, id);
  const named = namedLeagueIds.filter((id) => !words.coveredLeagueIds.includes(id));
  const namedSeason = named.find((id) => OUTLOOK_LEAGUE_IDS.has(id));
  const implied = words.impliedLeagueId ?? undefined;
  const groupLeague = implied ?? (words.group ? leagueOfGroup(words.group) : undefined);

  let leagueId: string | undefined;
  if (team) {
    if (!team.leagueId || !OUTLOOK_LEAGUE_IDS.has(team.leagueId)) {
      return fail(
        `Strix simulates the seasons of ${COVERED_SEASONS}; ${team.name} play in none of them in our data.`,
        [`${team.name} prediction`],
      );
    }
    const other = namedSeason ?? implied;
    if (other && other !== team.leagueId) {
      return fail(
        `${team.name} play in the ${nameOf(team.leagueId)}, not the ${nameOf(other)}.`,
        marketSuggestions(team.leagueId, team.name),
      );
    }
    leagueId = team.leagueId;
  } else {
    leagueId = namedSeason ?? groupLeague;
  }
  if (leagueId) return leagueId;
  const cup = named.find((id) => !OUTLOOK_LEAGUE_IDS.has(id));
  return fail(
    cup
      ? `Strix simulates league seasons (${COVERED_SEASONS}); who wins the ${nameOf(cup)} is not covered yet.`
      : `Which league? Strix simulates the seasons of ${COVERED_SEASONS}.`,
    cup
      ? [`${nameOf(cup)} predictions`, 'Who will win the Premier League?']
      : [
          'Who will win the Premier League?',
          'Premier League relegation odds',
          'NBA playoff chances',
        ],
  );
}

function outlookInterpretation(
  question: OutlookQuestion,
  leagueId: string,
  team: DirectoryTeam | undefined,
  leagues: ReadonlyMap<string, LeagueInfo>,
): Interpretation {
  const league = nameIn(leagues, leagueId);
  const us = isUsLeague(leagueId);
  return {
    intent: 'outlook',
    sport: leagues.get(leagueId)?.sport ?? team?.sport ?? null,
    league,
    leagueId,
    home: null,
    away: null,
    homeTeamId: null,
    awayTeamId: null,
    matchId: null,
    kickoff: null,
    hypothetical: false,
    dateRange: null,
    label: `${team ? `${team.name} · ` : ''}${league} · ${marketLabel(question, us)} · season outlook`,
    outlook: question,
  };
}
