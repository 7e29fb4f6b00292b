import { Activity, BarChart3, ImageIcon, LayoutGrid, Trophy } from 'lucide-react';
import { lazy, Suspense } from 'react';
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

const TABS = [
  { value: 'overview', label: 'Overview', icon: LayoutGrid },
  { value: 'statistics', label: 'Statistics', icon: BarChart3 },
  { value: 'avatar', label: 'Avatar', icon: ImageIcon },
  { value: 'activity', label: 'Activity', icon: Activity },
  { value: 'leaderboard', label: 'Leaderboard', icon: Trophy },
] as const;

/** Spec §2 Profile: the header card and five tabs (default overview), all from real data. */
export default function ProfilePage() {
  const { user } = useAuth();
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

      <Tabs defaultValue="overview" className="mt-8">
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
      </Tabs>
    </div>
  );
}
