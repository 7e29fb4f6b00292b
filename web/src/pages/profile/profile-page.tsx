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
            <TabsTrigger value="overview">
              <LayoutGrid aria-hidden="true" />
              Overview
            </TabsTrigger>
            <TabsTrigger value="statistics">
              <BarChart3 aria-hidden="true" />
              Statistics
            </TabsTrigger>
            <TabsTrigger value="avatar">
              <ImageIcon aria-hidden="true" />
              Avatar
            </TabsTrigger>
            <TabsTrigger value="activity">
              <Activity aria-hidden="true" />
              Activity
            </TabsTrigger>
            <TabsTrigger value="leaderboard">
              <Trophy aria-hidden="true" />
              Leaderboard
            </TabsTrigger>
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

        <TabsContent value="statistics">
          <Section
            title="League Performance"
            description="Accuracy of your settled predictions by league."
          >
            <EmptyState title="No settled predictions yet.">
              Accuracy per league appears once matches you predicted have been played.
            </EmptyState>
          </Section>
        </TabsContent>

        <TabsContent value="avatar">
          <Section
            title="Your Avatar Collection"
            description="AI-generated avatars for your profile."
          >
            <EmptyState title="No avatars yet.">The AI avatar generator is on its way.</EmptyState>
          </Section>
        </TabsContent>

        <TabsContent value="activity">
          <Section title="Recent Predictions">
            <EmptyState title="No recent predictions to display.">
              Start making predictions to see your activity here!
            </EmptyState>
          </Section>
        </TabsContent>

        <TabsContent value="leaderboard">
          <Section
            title="Top Predictors This Week"
            description="Ranked by accuracy of settled predictions."
          >
            <EmptyState title="No rankings this week yet.">
              The leaderboard fills in as this week's predictions are settled.
            </EmptyState>
          </Section>
        </TabsContent>
      </Tabs>
    </div>
  );
}
