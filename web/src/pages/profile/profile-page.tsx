import {
  Activity,
  BarChart3,
  CalendarDays,
  ImageIcon,
  LayoutGrid,
  Lock,
  Settings,
  Trophy,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useAuth } from '../../auth/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { formatJoined, initialOf } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { BADGES } from './badges.ts';
import { EmptyState } from './empty-state.tsx';

const TABS = [
  { value: 'overview', label: 'Overview', icon: LayoutGrid },
  { value: 'statistics', label: 'Statistics', icon: BarChart3 },
  { value: 'avatar', label: 'Avatar', icon: ImageIcon },
  { value: 'activity', label: 'Activity', icon: Activity },
  { value: 'leaderboard', label: 'Leaderboard', icon: Trophy },
] as const;

/** The tabs with nothing to show yet: a titled card holding an empty state. */
const EMPTY_TABS: readonly {
  value: string;
  title: string;
  description?: string;
  empty: string;
  hint: string;
}[] = [
  {
    value: 'statistics',
    title: 'League Performance',
    description: 'Accuracy of your settled predictions by league.',
    empty: 'No settled predictions yet.',
    hint: 'Accuracy per league appears once matches you predicted have been played.',
  },
  {
    value: 'avatar',
    title: 'Your Avatar Collection',
    description: 'AI-generated avatars for your profile.',
    empty: 'No avatars yet.',
    hint: 'The AI avatar generator is on its way.',
  },
  {
    value: 'activity',
    title: 'Recent Predictions',
    empty: 'No recent predictions to display.',
    hint: 'Start making predictions to see your activity here!',
  },
  {
    value: 'leaderboard',
    title: 'Top Predictors This Week',
    description: 'Ranked by accuracy of settled predictions.',
    empty: 'No rankings this week yet.',
    hint: "The leaderboard fills in as this week's predictions are settled.",
  },
];

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export default function ProfilePage() {
  const { user } = useAuth();
  usePageMeta('Profile');
  if (!user) return null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Card className="overflow-hidden">
        <div
          aria-hidden="true"
          className="h-24 bg-gradient-to-r from-primary/25 via-primary/10 to-transparent sm:h-28"
        />
        <div className="flex flex-col gap-4 px-5 pb-6 sm:flex-row sm:items-end sm:justify-between sm:px-6">
          <div className="-mt-12 flex flex-col gap-4 sm:flex-row sm:items-end">
            <div
              aria-hidden="true"
              className="grid size-24 place-items-center rounded-2xl border-4 border-card bg-gradient-to-br from-primary to-amber-600 text-4xl font-bold text-primary-foreground shadow-lg"
            >
              {initialOf(user.name || user.email)}
            </div>
            <div>
              <h1 className="text-2xl font-bold tracking-tight">{user.name}</h1>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
                <CalendarDays className="size-4" aria-hidden="true" />
                {formatJoined(user.createdAt)}
              </p>
            </div>
          </div>
          <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
            <Link href="/settings">
              <Settings aria-hidden="true" />
              Manage account
            </Link>
          </Button>
        </div>
      </Card>

      <Tabs defaultValue="overview" className="mt-8">
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList className="w-max min-w-full sm:w-full">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>

        <TabsContent value="overview" className="grid gap-6 md:grid-cols-2">
          <Section
            title="Weekly Activity"
            description="Predictions you made on each day this week."
          >
            <EmptyState title="No activity this week yet.">
              Ask Strix about a match and your week will fill in here.
            </EmptyState>
          </Section>
          <Section title="Achievement Badges" description="Earn these as your predictions settle.">
            <ul className="grid gap-2">
              {BADGES.map(({ name, criterion, icon: Icon }) => (
                <li
                  key={name}
                  className="flex items-center gap-3 rounded-xl border border-border bg-background/40 p-3"
                >
                  <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{name}</p>
                    <p className="text-xs text-muted-foreground">{criterion}</p>
                  </div>
                  <Lock className="size-4 text-muted-foreground/70" aria-hidden="true" />
                  <span className="sr-only">Not earned yet</span>
                </li>
              ))}
            </ul>
          </Section>
        </TabsContent>

        {EMPTY_TABS.map(({ value, title, description, empty, hint }) => (
          <TabsContent key={value} value={value}>
            <Section title={title} description={description}>
              <EmptyState title={empty}>{hint}</EmptyState>
            </Section>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
