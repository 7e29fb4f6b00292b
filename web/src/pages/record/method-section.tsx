/** "Checking our work": what the record counts, what it leaves out, and how to read it. */
export function MethodSection() {
  const h3 = 'text-base font-semibold';
  const p = 'text-sm text-muted-foreground';
  return (
    <section
      aria-labelledby="method-heading"
      className="grid gap-4 rounded-2xl border border-border bg-card p-5"
      data-testid="record-method"
    >
      <h2 id="method-heading" className="text-xl font-bold tracking-tight">
        Checking our work
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <h3 className={h3}>What counts</h3>
          <p className={p}>
            The backtest covers every league match that finished in the year before today’s date on
            Strix’s clock and had a closing price. Each one was forecast only from results and
            prices dated before it: soccer with the model refitted weekly on earlier matches, NBA
            and NFL day by day on earlier games, MLB and NHL week by week on earlier games with the
            starting pitchers listed before the game. Strix’s published probability is scored as the
            app shows it: in soccer the pre-match price with its margin removed (the model gets no
            weight); in the NBA and NFL, whose files hold no price before the closing line, the
            model alone; in MLB and the NHL the model pooled with the pre-match moneyline at the
            weight fitted for the season (MLB’s is nil: the pre-match price without its margin).
          </p>
          <p className={p}>
            The live record below grades every prediction Strix published once its match is played.
            A graded pick is never edited; each keeps the model version that made it.
          </p>
        </div>
        <div className="grid content-start gap-1.5">
          <h3 className={h3}>What is left out</h3>
          <p className={p}>
            Matches with no closing price (there is nothing fair to compare with), tied NBA and NFL
            games (a two-way score needs a winner), and anything from today on. The closing price is
            only ever scored against, never used to forecast. Value bets need a pre-match price to
            bet at; the NBA and NFL files have none, so none are counted there. MLB and NHL bets are
            taken at the books’ moneyline before the game (the opening line, or a price captured
            before the start), never at the close.
          </p>
        </div>
        <div className="grid content-start gap-1.5">
          <h3 className={h3}>How to read a score</h3>
          <p className={p}>
            RPS, Brier score and log loss are all lower-is-better. RPS (soccer) rewards putting
            probability next to what happened; Brier is the squared error (three outcomes for
            soccer, from 0 to 2; the home side’s for the US leagues, from 0 to 1); log loss punishes
            confident misses hardest. “vs closing” is the score minus the closing price’s, match by
            match, ± one standard error: negative would mean beating the market’s last word. The
            base rate is how often each outcome happened in the league’s earlier matches: a
            forecaster that cannot beat it knows nothing.
          </p>
        </div>
        <div className="grid content-start gap-1.5">
          <h3 className={h3}>Returns, closing-line value and luck</h3>
          <p className={p}>
            A value bet is a price whose expected value under Strix’s probability is above the edge
            shown, bet one unit at the best pre-match price. Return is profit per unit staked;
            closing-line value is how much better that price was than the fair closing price (+2%
            means 2% better). Both come with ± one standard error and the number of bets behind
            them: over a few hundred bets luck alone moves the return by several points, which is
            why closing-line value is the steadier sign of an edge. In the calibration charts, the
            bar around each dot is the 95% range luck would allow.
          </p>
        </div>
        <div className="grid content-start gap-1.5 md:col-span-2">
          <h3 className={h3}>Why a backtest is not a live record</h3>
          <p className={p}>
            A backtest replays the past with today’s model: however careful the walk-forward, the
            model’s design was chosen by people who had seen those seasons. Only the live record,
            forecasts published before kick-off and graded after, is free of that. Read the backtest
            as evidence of what to expect, and the live record as the proof. Past performance is no
            guarantee of future results.
          </p>
        </div>
      </div>
    </section>
  );
}
