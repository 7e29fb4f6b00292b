import { BarChart3, Brain, Gauge, Newspaper, Scale, Target } from 'lucide-react';
import { memo } from 'react';
import { useStatus } from '../../api/status.ts';
import { Owl } from '../../components/owl/owl.tsx';
import { newsFeatureLabel, readsNews } from '../../lib/news-offer.ts';

/** What an answer holds; news as this server can deliver it (lib/news-offer.ts). */
const features = (news: boolean) =>
  [
    { icon: Target, label: 'Win probabilities' },
    { icon: Gauge, label: 'Data confidence' },
    { icon: Brain, label: 'Key insights' },
    { icon: BarChart3, label: 'Recent form' },
    { icon: Scale, label: 'Odds comparison' },
    { icon: Newspaper, label: newsFeatureLabel(news) },
  ] as const;

const STEPS = [
  {
    title: 'Ask in plain words',
    body: 'Type a match or a question the way you would say it: "Lakers vs Warriors odds".',
  },
  {
    title: 'Strix reads the data',
    // News is shown beside the prediction; the models do not read it (the Data sources page).
    body: 'Results, form and bookmaker prices are combined into one probability.',
  },
  {
    title: 'Decide with context',
    body: 'Every prediction shows how confident the data is, so you know how much to trust it.',
  },
] as const;

/**
 * Product spec, 'Screens and routes''s strip of four images. Strix has no customer quotes it could
 * honestly show yet, so
 * the strip shows what people come to it for rather than invented testimonials.
 */
const FAN_STORIES = [
  {
    image: '/fans/football.svg',
    title: 'Weekend football',
    body: 'Premier League fixtures with every side’s last five games.',
  },
  {
    image: '/fans/basketball.svg',
    title: 'NBA nights',
    body: 'Every book’s moneyline, spread and total in one table.',
  },
  {
    image: '/fans/american-football.svg',
    title: 'NFL Sundays',
    body: 'How far the model and the market agree, side by side.',
  },
  {
    image: '/fans/value.svg',
    title: 'Value hunting',
    body: 'Prices that beat the model’s fair odds, with the edge spelled out.',
  },
] as const;

/**
 * The empty state of the home page, before any search (product spec, 'Screens and routes').
 * Memoised: it takes no props, and the page above re-renders on every key typed and on Enter,
 * where redrawing it again was work thrown away (docs/performance.md, "The answer's key press").
 */
export const WelcomeHero = memo(function WelcomeHero() {
  const news = readsNews(useStatus().data);
  return (
    <section aria-labelledby="welcome-hero-heading" className="mt-14 sm:mt-20">
      <div className="relative overflow-hidden rounded-3xl border border-border bg-card/70 p-6 sm:p-10">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-primary/10 blur-3xl"
        />
        <div className="relative grid items-center gap-8 md:grid-cols-[1fr_auto]">
          <div>
            <h2 id="welcome-hero-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Sharper questions. Clearer answers.
            </h2>
            <p className="mt-3 max-w-xl text-muted-foreground">
              Strix turns the numbers behind a match into a prediction you can read in seconds, and
              is honest about what the data does not know.
            </p>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="What you get">
              {features(news).map(({ icon: Icon, label }) => (
                <li
                  key={label}
                  className="inline-flex items-center gap-2 rounded-full border border-border bg-background/60 px-3.5 py-1.5 text-sm text-foreground/90"
                >
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                  {label}
                </li>
              ))}
            </ul>
          </div>
          <div className="hidden justify-self-center md:block">
            <Owl variant="welcome" size={180} title="" />
          </div>
        </div>

        <ol className="relative mt-10 grid gap-4 sm:grid-cols-3">
          {STEPS.map(({ title, body }, i) => (
            <li key={title} className="rounded-2xl border border-border bg-background/50 p-5">
              <span className="grid size-8 place-items-center rounded-full bg-primary/15 text-sm font-bold text-primary">
                {i + 1}
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{body}</p>
            </li>
          ))}
        </ol>

        <div className="relative mt-10">
          <h3 className="text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">
            Made for every kind of fan
          </h3>
          <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="fan-strip">
            {FAN_STORIES.map(({ image, title, body }) => (
              <li
                key={title}
                className="overflow-hidden rounded-2xl border border-border bg-background/50"
              >
                <img
                  src={image}
                  alt=""
                  width={320}
                  height={200}
                  loading="lazy"
                  className="aspect-[8/5] w-full object-cover"
                />
                <div className="p-3.5">
                  <p className="text-sm font-semibold">{title}</p>
                  <p className="mt-1 text-xs leading-relaxed text-muted-foreground">{body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
});
