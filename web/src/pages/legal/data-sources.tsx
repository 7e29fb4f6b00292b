import { ExternalLink, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Owl } from '../../components/owl/owl.tsx';
import { LegalDocument, List, linkClass, Section, Strong } from './legal-document.tsx';

function ExtLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={linkClass}>
      {children}
      <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5 align-[-0.125em]" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

interface Source {
  name: string;
  href: string;
  sport: string;
  use: ReactNode;
  coverage: ReactNode;
  licence: ReactNode;
}

const gh = (repo: string) => `https://github.com/${repo}`;

const CC_BY = <ExtLink href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</ExtLink>;

const HISTORICAL: Source[] = [
  {
    name: 'football-data.co.uk',
    href: 'https://www.football-data.co.uk/',
    sport: 'Soccer',
    use: (
      <>
        Results, half-time scores, and pre-match and closing odds from many bookmakers &mdash;
        including Pinnacle&rsquo;s closing prices &mdash; for 1X2, over/under 2.5 goals and Asian
        handicap markets.
      </>
    ),
    coverage: (
      <>
        English Premier League, Championship, La Liga, Bundesliga, Serie A and Ligue 1, seasons
        2005/06 to 2024/25 (Championship 2020/21&ndash;2023/24 not available). Pinnacle closing
        prices from 2015/16 for the English leagues and from 2013/14 for the others.
      </>
    ),
    licence: (
      <>
        football-data.co.uk publishes no licence for these files; we credit the site and use them
        for analysis. Our unmodified copies come from public mirrors:{' '}
        <ExtLink href={gh('jokecamp/FootballData')}>jokecamp/FootballData</ExtLink> (repository
        under MIT);{' '}
        <ExtLink href={gh('felipedds/football-data-co-uk')}>felipedds/football-data-co-uk</ExtLink>,{' '}
        <ExtLink href={gh('Matthierry/Gamepicker')}>Matthierry/Gamepicker</ExtLink>,{' '}
        <ExtLink href={gh('yassirHam/football-prediction')}>yassirHam/football-prediction</ExtLink>{' '}
        and a re-export in <ExtLink href={gh('Albert121s/123')}>Albert121s/123</ExtLink> (no licence
        stated).
      </>
    ),
  },
  {
    name: 'DataHub football-datasets',
    href: gh('datasets/football-datasets'),
    sport: 'Soccer',
    use: <>A longer history of results (no odds), derived from football-data.co.uk.</>,
    coverage: (
      <>Premier League, La Liga, Bundesliga, Serie A and Ligue 1, seasons 1993/94 to 2024/25.</>
    ),
    licence: (
      <ExtLink href="https://opendatacommons.org/licenses/pddl/1-0/">
        Open Data Commons PDDL 1.0
      </ExtLink>
    ),
  },
  {
    name: 'nflverse games',
    href: gh('nflverse/nfldata'),
    sport: 'NFL',
    use: <>Scores, closing point spreads, totals (over/under) and moneylines.</>,
    coverage: (
      <>
        Regular season and playoffs from 1999, with results through week 13 of the 2025 season in
        our copy.
      </>
    ),
    licence: (
      <>
        No licence file; the nflverse README describes it as &ldquo;NFL Data for Public
        Consumption&rdquo;. Our copy of <code className="text-foreground">games.csv</code> comes
        from <ExtLink href={gh('mgiancola9/nfl-predictions')}>mgiancola9/nfl-predictions</ExtLink>.
      </>
    ),
  },
  {
    name: 'NBA Betting Data (2007–2025)',
    href: gh('phillipjoolee-cell/data-analytics-portfolio'),
    sport: 'NBA',
    use: <>Final and quarter scores, closing spreads, totals and moneylines.</>,
    coverage: <>Regular season and playoffs, 2007/08 to 2024/25.</>,
    licence: (
      <>
        A Kaggle data set; no licence is stated in the copy we use, from{' '}
        <ExtLink href={gh('phillipjoolee-cell/data-analytics-portfolio')}>
          phillipjoolee-cell/data-analytics-portfolio
        </ExtLink>
        .
      </>
    ),
  },
  {
    name: 'FiveThirtyEight published forecasts',
    href: gh('fivethirtyeight/checking-our-work-data'),
    sport: 'NFL, NBA, soccer',
    use: (
      <>
        <Strong>Accuracy benchmarks only</Strong> &mdash; never an input to our models. We compare
        our calibration and Brier scores with FiveThirtyEight&rsquo;s pre-game win probabilities,
        and our Champions League forecasts with their SPI forecasts of the same matches.
      </>
    ),
    coverage: (
      <>
        NFL 2015&ndash;2021 and NBA 2015/16&ndash;2021/22 game forecasts from{' '}
        <ExtLink href={gh('fivethirtyeight/checking-our-work-data')}>
          checking-our-work-data
        </ExtLink>
        ; club soccer (SPI) match forecasts 2016&ndash;2023 from{' '}
        <ExtLink href={gh('fivethirtyeight/data')}>fivethirtyeight/data</ExtLink>, via copies in{' '}
        <ExtLink href={gh('Tsun1/DAV-540')}>Tsun1/DAV-540</ExtLink> and{' '}
        <ExtLink href={gh('sta199-s23-2/project-the-great-group-3')}>
          sta199-s23-2/project-the-great-group-3
        </ExtLink>
        .
      </>
    ),
    licence: <>{CC_BY}, &copy; FiveThirtyEight.</>,
  },
  {
    name: 'openfootball/champions-league',
    href: gh('openfootball/champions-league'),
    sport: 'Soccer',
    use: (
      <>
        Champions League and Europa League results, rounds, extra time and penalties, for the
        cross-league ratings and the cup fixtures.
      </>
    ),
    coverage: (
      <>
        Champions League 2011/12&ndash;2024/25 and Europa League 2020/21&ndash;2024/25, qualifying
        rounds included.
      </>
    ),
    licence: (
      <ExtLink href="https://creativecommons.org/publicdomain/zero/1.0/">CC0 1.0 Universal</ExtLink>
    ),
  },
  {
    name: 'Fantasy Premier League historical data',
    href: gh('vaastav/Fantasy-Premier-League'),
    sport: 'Soccer',
    use: (
      <>
        Premier League player appearances, minutes, goals, assists and expected goals per match, for
        the players in Detailed Stats.
      </>
    ),
    coverage: <>Premier League 2016/17&ndash;2024/25.</>,
    licence: (
      <>
        MIT, &copy; Vaastav Anand (&ldquo;FPL Historical Dataset&rdquo;), scraped from the official
        Fantasy Premier League API.
      </>
    ),
  },
  {
    name: 'NBA 2024-25 player game logs',
    href: gh('k-braj9/NBA-player-stat-predictor'),
    sport: 'NBA',
    use: <>Minutes, points and assists of every player in every game, for Detailed Stats.</>,
    coverage: (
      <>
        2024-25 regular season, from{' '}
        <ExtLink href={gh('k-braj9/NBA-player-stat-predictor')}>
          k-braj9/NBA-player-stat-predictor
        </ExtLink>{' '}
        (every player) and{' '}
        <ExtLink href={gh('Krishx2005/nba-analytics')}>Krishx2005/nba-analytics</ExtLink> (games the
        first misses).
      </>
    ),
    licence: <>No licence is stated in either repository; we credit both.</>,
  },
  {
    name: 'NFL-Data (fantasy.nfl.com)',
    href: gh('hvpkod/NFL-Data'),
    sport: 'NFL',
    use: <>Weekly player statistics (touchdowns, kicks, yards), for Detailed Stats.</>,
    coverage: <>Regular-season weeks 1&ndash;17 of 2021&ndash;2023 and 1&ndash;16 of 2024.</>,
    licence: <>MIT, &copy; 2021 hvp.</>,
  },
  {
    name: 'Retrosheet game logs',
    href: 'https://www.retrosheet.org/gamelogs/',
    sport: 'MLB',
    use: (
      <>
        Official MLB results, the starting pitchers, innings and day or night, for the baseball
        model and the pitchers named in an answer.
      </>
    ),
    coverage: (
      <>
        Regular seasons 2010&ndash;2024, from{' '}
        <ExtLink href={gh('kyleam/retrosheet-gamelogs')}>kyleam/retrosheet-gamelogs</ExtLink>{' '}
        (2010&ndash;2018),{' '}
        <ExtLink href={gh('ryanking5624/arm_barn')}>ryanking5624/arm_barn</ExtLink> (2019) and{' '}
        <ExtLink href={gh('m-zack-k/MLB_Prediction')}>m-zack-k/MLB_Prediction</ExtLink>{' '}
        (2020&ndash;2024).
      </>
    ),
    licence: (
      <>
        The information used here was obtained free of charge from and is copyrighted by Retrosheet.
        Interested parties may contact Retrosheet at{' '}
        <ExtLink href="https://www.retrosheet.org/">www.retrosheet.org</ExtLink>.
      </>
    ),
  },
  {
    name: 'sportsbookreview MLB and NHL odds archive',
    href: gh('Raafayuqaily/BD-MLBAnalytics-Final-Project'),
    sport: 'MLB, NHL',
    use: (
      <>
        Opening and closing moneylines, totals, run lines and puck lines, and MLB&rsquo;s listed
        starting pitchers, for the market view, value bets and the backtests.
      </>
    ),
    coverage: (
      <>
        MLB 2010&ndash;2022 including the postseason, NHL 2012/13&ndash;2021/22; the season
        workbooks as copied in{' '}
        <ExtLink href={gh('Raafayuqaily/BD-MLBAnalytics-Final-Project')}>
          Raafayuqaily/BD-MLBAnalytics-Final-Project
        </ExtLink>
        , <ExtLink href={gh('sp0t/baseball')}>sp0t/baseball</ExtLink>,{' '}
        <ExtLink href={gh('mikekachinski/Sports-Data')}>mikekachinski/Sports-Data</ExtLink> and{' '}
        <ExtLink href={gh('danmartin25/Hockey_Model')}>danmartin25/Hockey_Model</ExtLink>.
      </>
    ),
    licence: (
      <>
        Downloads from sportsbookreviewsonline.com (now offline), which stated no licence; none of
        the repositories states one. We credit the archive and each copy.
      </>
    ),
  },
  {
    name: 'NHL results and goalies',
    href: gh('gmalbert/hockey-predictions'),
    sport: 'NHL',
    use: (
      <>
        Results with exact start times, and every goalie&rsquo;s shots and saves where known, for
        the hockey model.
      </>
    ),
    coverage: (
      <>
        2010/11&ndash;2018/19 from the Kaggle &ldquo;NHL Game Data&rdquo; tables in{' '}
        <ExtLink href={gh('hufinger/NHL_Research')}>hufinger/NHL_Research</ExtLink>; 2019/20&ndash;
        2024/25 from the NHL&rsquo;s own API (api-web.nhle.com) as saved by{' '}
        <ExtLink href={gh('gmalbert/hockey-predictions')}>gmalbert/hockey-predictions</ExtLink>.
      </>
    ),
    licence: <>No licence is stated in either repository; we credit both and the NHL.</>,
  },
  {
    name: 'NHL closing moneylines and odds snapshots',
    href: gh('nielsenz/odds-api-current-save'),
    sport: 'NHL',
    use: <>Closing moneylines and bookmakers&rsquo; prices, for the market view and value bets.</>,
    coverage: (
      <>
        OddsPortal&rsquo;s average closing moneyline, regular seasons 2008/09&ndash;2024/25 (
        <ExtLink href={gh('davidxia3/sports_probabilistic_predictions')}>
          davidxia3/sports_probabilistic_predictions
        </ExtLink>
        ), and The Odds API snapshots of 2023/24&ndash;2024/25 saved by{' '}
        <ExtLink href={gh('nielsenz/odds-api-current-save')}>
          nielsenz/odds-api-current-save
        </ExtLink>
        .
      </>
    ),
    licence: (
      <>
        No licence is stated; the snapshots are subject to{' '}
        <ExtLink href="https://the-odds-api.com/terms-and-conditions.html">
          The Odds API&rsquo;s terms
        </ExtLink>
        . We credit both.
      </>
    ),
  },
  {
    name: 'openfootball/clubs',
    href: gh('openfootball/clubs'),
    sport: 'Soccer',
    use: <>Club names and aliases, so the same team is recognised across sources and searches.</>,
    coverage: <>Clubs of England, Spain, Germany, Italy, France and Scotland.</>,
    licence: (
      <ExtLink href="https://creativecommons.org/publicdomain/zero/1.0/">CC0 1.0 Universal</ExtLink>
    ),
  },
];

function SourceCard({ source }: { source: Source }) {
  return (
    <li className="rounded-lg border border-border bg-card p-5 text-card-foreground">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">
          <ExtLink href={source.href}>{source.name}</ExtLink>
        </h3>
        <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
          {source.sport}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm leading-6 sm:grid-cols-[7rem_1fr]">
        <dt className="font-medium text-foreground">Data</dt>
        <dd className="text-muted-foreground">{source.use}</dd>
        <dt className="font-medium text-foreground">Coverage</dt>
        <dd className="text-muted-foreground">{source.coverage}</dd>
        <dt className="font-medium text-foreground">Licence</dt>
        <dd className="text-muted-foreground">{source.licence}</dd>
      </dl>
    </li>
  );
}

export default function DataSourcesPage() {
  return (
    <LegalDocument
      eyebrow="Transparency"
      title="Data Sources & Accuracy"
      illustration={
        <Owl variant="insights" title="" size={112} className="hidden shrink-0 sm:block" />
      }
      intro={
        <>
          Every number on Strix comes from real, published sports data. This page names each source,
          what we use it for and under which licence, explains how our predictions are made and
          measured, and sets out their limits. Content on Strix is informational only and its
          accuracy is not guaranteed.
        </>
      }
    >
      <Section id="historical-data" title="Historical match and odds data">
        <p>
          Our models are fitted on these data sets. We keep byte-for-byte copies of the published
          files, checked against their source, and never edit them. football-data.co.uk revises its
          files over time, so a copy can differ slightly from what the site serves today.
        </p>
        <ul className="space-y-4">
          {HISTORICAL.map((source) => (
            <SourceCard key={source.name} source={source} />
          ))}
        </ul>
      </Section>

      <Section id="live-data" title="Live data providers">
        <p>When they are configured, Strix also reads current data from:</p>
        <List>
          <li>
            <Strong>Odds feed</Strong> &mdash; current pre-match prices from sportsbooks, via{' '}
            <ExtLink href="https://the-odds-api.com/">The Odds API</ExtLink>.
          </li>
          <li>
            <Strong>Fixtures and results feed</Strong> &mdash; upcoming matches and final scores,
            via <ExtLink href="https://www.football-data.org/">football-data.org</ExtLink>.
          </li>
          <li>
            <Strong>News RSS feeds</Strong> &mdash; headlines from sports news publishers (by
            default the public feeds of BBC Sport, The Guardian, ESPN and MLB.com for each league),
            always linked to the original article, with the publisher&rsquo;s reliability as stars.
          </li>
          <li>
            <Strong>AI language model</Strong> &mdash; writes the narrative summary from the figures
            above. It does not set the probabilities.
          </li>
        </List>
        <p>
          Without live providers Strix runs on the historical data above with a replay clock:
          matches after the replay date are treated as upcoming, with their real pre-match odds, and
          their results stay hidden until the clock passes them. The app always shows which mode and
          date it is using.
        </p>
      </Section>

      <Section id="how-predictions-are-made" title="How predictions are made">
        <List className="space-y-3">
          <li>
            <Strong>Soccer: Dixon&ndash;Coles model.</Strong> Each team gets an attack and a defence
            rating, fitted with home advantage on real past results. The model gives a probability
            for every scoreline, with Dixon and Coles&rsquo; correction for low-scoring games, and
            from those the home, draw and away probabilities.
          </li>
          <li>
            <Strong>NBA and NFL: Elo ratings with margin of victory.</Strong> Ratings move after
            every game by an amount that grows with the margin of victory, with an allowance for
            home advantage; the rating gap becomes a win probability.
          </li>
          <li>
            <Strong>MLB and NHL: Elo on runs and goals, with the starters.</Strong> In MLB each
            listed starting pitcher is rated by how the closing moneylines of his earlier starts
            priced his side beyond what the team ratings alone would give (a market-implied rating,
            learnt only from games already played, his latest starts counting most); in the NHL each
            starting goalie by his saves on the shots he faced, where the data names him. An NHL
            forecast is also split into regulation, overtime and shoot-out, since a moneyline
            includes overtime and a three-way price does not.
          </li>
          <li>
            <Strong>Pooled with the betting market where that helps.</Strong> Where odds exist we
            convert them to probabilities, remove the bookmaker&rsquo;s margin
            (&ldquo;de-vig&rdquo;) and blend them with the model, giving the model the weight our
            backtests of earlier seasons support. For soccer that weight is currently zero:
            Pinnacle&rsquo;s pre-match price already holds what our model knows, so where it exists
            the published figure is that price without its margin, and the model is shown beside it.
            A value indicator appears where a bookmaker&rsquo;s price implies a lower chance than
            our published estimate.
          </li>
          <li>
            <Strong>Measured by a walk-forward backtest.</Strong> For every past match day we
            predict using only the data available before kick-off, then score the forecasts against
            what happened (log loss, Brier score and calibration) and compare them with the closing
            betting market and FiveThirtyEight&rsquo;s published forecasts.
          </li>
        </List>
        <p>
          When we lack a number &mdash; form, odds, news or statistics &mdash; Strix says so rather
          than filling the gap with an estimate.
        </p>
        <p>
          Every prediction Strix publishes is graded once its match is played. Our{' '}
          <Link href="/record" className={linkClass}>
            track record
          </Link>{' '}
          shows the results: accuracy, log loss, Brier score, closing-line value and a calibration
          chart, by league.
        </p>
      </Section>

      <Section id="prediction-confidence" title="Prediction confidence">
        <p>
          The confidence percentage shown with a prediction is not the chance that it is right. It
          reflects how much support the prediction has:
        </p>
        <List>
          <li>
            <Strong>Data volume (45%)</Strong> &mdash; league games in the past year for the team
            with fewer of them. Full credit at a season&rsquo;s worth of evidence: 20 games in
            soccer, 30 in the NBA, 12 in the NFL, 40 in MLB, 30 in the NHL.
          </li>
          <li>
            <Strong>Agreement between our model and the betting market (35%)</Strong> &mdash; one
            minus the gap between the model&rsquo;s probabilities and the pre-match prices with the
            bookmaker margin removed (the total of the absolute differences, halved), scaled so a
            gap of 15 points or more scores nothing. Without prices this part gets half credit.
          </li>
          <li>
            <Strong>Time to kick-off (20%)</Strong> &mdash; full credit within two days, falling
            evenly to half at 14 days or more, because line-ups, injuries and prices still change. A
            what-if meeting of two teams with no scheduled match gets 40%.
          </li>
        </List>
        <p>
          The three parts are added with those weights and shown as a percentage. Confidence of 80%
          or more is shown as High, 60&ndash;79% as Medium and below 60% as Low. Each prediction
          lists the three readings behind its own figure.
        </p>
      </Section>

      <Section id="limitations" title="Limitations">
        <List>
          <li>
            Models see results and prices, not line-ups, injuries or news, unless those already show
            in the betting market.
          </li>
          <li>
            Upstream data can be late, incomplete or wrong, and some seasons and leagues have gaps.
          </li>
          <li>Sport is uncertain: well-calibrated forecasts still miss often.</li>
        </List>
      </Section>

      <aside
        aria-labelledby="accuracy-disclaimer-heading"
        className="mt-12 rounded-xl border-2 border-primary/60 bg-primary/10 p-6"
      >
        <div className="flex items-start gap-3">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <h2
              id="accuracy-disclaimer-heading"
              className="text-lg font-semibold leading-7 text-foreground"
            >
              AI-generated probabilities based on available data. Not financial or betting advice.
            </h2>
            <ul className="mt-3 space-y-1.5 text-sm leading-6 text-foreground/90">
              <li>Past performance is no guarantee of future results.</li>
              <li>
                Accuracy is not guaranteed; predictions are informational only and can be wrong.
              </li>
              <li>You must be 21+ to use Strix. Not available in all states.</li>
              <li>
                Gambling can be addictive. Please play responsibly &mdash; if you need help, call{' '}
                <span className="whitespace-nowrap">1-800-522-4700</span> in the US, or see the{' '}
                <Link href="/responsible-gambling" className={linkClass}>
                  helplines in your country
                </Link>
                .
              </li>
            </ul>
            <p className="mt-4 text-sm text-muted-foreground">
              See also our{' '}
              <Link href="/terms-of-service" className={linkClass}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link href="/privacy-policy" className={linkClass}>
                Privacy Policy
              </Link>
              .
            </p>
          </div>
        </div>
      </aside>
    </LegalDocument>
  );
}
