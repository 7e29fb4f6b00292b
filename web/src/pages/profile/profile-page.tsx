import { Activity, BarChart3, ImageIcon, LayoutGrid, NotebookPen, Trophy } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useLeaderboard, useProfile, useUserStats } from '../../api/profile.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { ActivityTab } from './activity-tab.tsx';
import { LeaderboardTab } from './leaderboard-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { StatisticsTab } from './statistics-tab.tsx';

// The generator is the heaviest tab and only some people open it.
const AvatarTab = lazy(() => import('./avatar-tab.tsx'));
// A person's own bet tracker, with its chart and forms: loaded when opened.
const BetsTab = lazy(() => import('./bets/bets-tab.tsx'));

const TABS = [
  { value: 'overview', label: 'Overview', icon: LayoutGrid },
  { value: 'statistics', label: 'Statistics', icon: BarChart3 },
  { value: 'avatar', label: 'Avatar', icon: ImageIcon },
  { value: 'activity', label: 'Activity', icon: Activity },
  { value: 'leaderboard', label: 'Leaderboard', icon: Trophy },
  { value: 'bets', label: 'My bets', icon: NotebookPen },
] as const;

export type ProfileTab = (typeof TABS)[number]['value'];

/** '/profile/bets' opens My bets; an unknown or missing tab opens the overview. */
export function profileTabOf(tab: string | undefined): ProfileTab {
  return TABS.find((t) => t.value === tab)?.value ?? 'overview';
}

/**
 * The profile (product spec, 'Profile'): the header card and five tabs (default overview), all from
 * real data, plus My bets. Each tab has its own address (/profile/bets), so the header can link to
 * one.
 */
export default function ProfilePage({ tab }: { tab?: string }) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const current = profileTabOf(tab);
  const tabs = useRef<HTMLDivElement>(null);
  // Arriving at a tab's own address (the header's My bets link) shows that tab, not the header
  // card above it.
  const arrivedAtTab = useRef(tab !== undefined);
  useEffect(() => {
    if (arrivedAtTab.current) tabs.current?.scrollIntoView({ block: 'start' });
  }, []);
  usePageMeta('Profile');
  const profile = useProfile(user?.id);
  const stats = useUserStats(user?.id);
  const leaderboard = useLeaderboard(user?.id);
  if (!user) return null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <ProfileHeader
        userId={user.id}
        fallbackName={user.name}
        profile={profile.data}
        stats={stats.data}
      />

      <Tabs
        ref={tabs}
        value={current}
        onValueChange={(next) =>
          navigate(next === 'overview' ? '/profile' : `/profile/${next}`, { replace: true })
        }
        className="mt-8 scroll-mt-20"
      >
        <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList className="h-auto w-full flex-wrap sm:h-11 sm:flex-nowrap">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value} className="h-9 sm:h-full">
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>

        <TabsContent value="overview">
          <OverviewTab stats={stats} />
        </TabsContent>
        <TabsContent value="statistics">
          <StatisticsTab stats={stats} />
        </TabsContent>
        <TabsContent value="avatar">
          <Suspense fallback={<Skeleton className="h-96 rounded-2xl" />}>
            <AvatarTab userId={user.id} />
          </Suspense>
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab stats={stats} />
        </TabsContent>
        <TabsContent value="leaderboard">
          <LeaderboardTab leaderboard={leaderboard} />
        </TabsContent>
        <TabsContent value="bets">
          <Suspense fallback={<Skeleton className="h-96 rounded-2xl" />}>
            <BetsTab userId={user.id} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
