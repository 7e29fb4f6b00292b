import type { UserProfile, UserStats } from '@contract';
import { CalendarDays, Camera, Loader2, Pencil, Settings } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { userMessage } from '../../api/client.ts';
import { useUploadProfileImage } from '../../auth/profile-edits.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { formatJoined, initialOf } from '../../lib/format.ts';
import {
  formatAccuracy,
  isUploadedPicture,
  PROFILE_TEXTS,
  profileImageProblem,
  usernameLabel,
} from '../../lib/profile.ts';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import { RemoveProfileImageButton } from './remove-profile-image.tsx';

/**
 * The header card (product spec, 'Profile'): the picture (uploadable, with an overlay spinner while
 * it uploads), name, username, bio, join date, the four counters and the Edit button.
 */
export function ProfileHeader({
  userId,
  fallbackName,
  profile,
  stats,
}: {
  userId: string;
  fallbackName: string;
  profile: UserProfile | undefined;
  stats: UserStats | undefined;
}) {
  const [editing, setEditing] = useState(false);
  const name = profile?.name || fallbackName;
  const overview = stats?.overview;

  return (
    <Card className="overflow-hidden" data-testid="profile-header">
      <div
        aria-hidden="true"
        className="h-24 bg-gradient-to-r from-primary/25 via-primary/10 to-transparent sm:h-28"
      />
      <div className="flex flex-col gap-5 px-5 pb-6 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="-mt-12 flex flex-col gap-4 sm:flex-row sm:items-end">
            <ProfileImage userId={userId} name={name} imageUrl={profile?.profileImageUrl ?? null} />
            <ProfileIdentity name={name} profile={profile} />
          </div>
          <ProfileActions canEdit={Boolean(profile)} onEdit={() => setEditing(true)} />
        </div>

        {profile?.bio ? (
          <p
            className="max-w-2xl whitespace-pre-line text-sm leading-relaxed"
            data-testid="profile-bio"
          >
            {profile.bio}
          </p>
        ) : null}

        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="profile-counters">
          <Counter
            label="Predictions"
            value={overview ? String(overview.totalPredictions) : null}
            hint="Picks made, one per match"
          />
          <Counter label="Accuracy" value={overview ? formatAccuracy(overview.accuracy) : null} />
          <Counter label="Followers" value={overview ? String(overview.followers) : null} />
          <Counter label="Following" value={overview ? String(overview.following) : null} />
        </dl>
      </div>

      {profile ? (
        <EditProfileDialog
          open={editing}
          onOpenChange={setEditing}
          userId={userId}
          profile={profile}
        />
      ) : null}
    </Card>
  );
}

/** Name, username and the join date beside the picture. */
function ProfileIdentity({ name, profile }: { name: string; profile: UserProfile | undefined }) {
  const username = usernameLabel(profile?.username);
  return (
    <div className="min-w-0">
      <h1 className="text-2xl font-bold tracking-tight" data-testid="profile-name">
        {name}
      </h1>
      {username ? (
        <p className="text-sm text-muted-foreground" data-testid="profile-username">
          {username}
        </p>
      ) : null}
      <div className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
        <CalendarDays className="size-4" aria-hidden="true" />
        {/* Only the server's date: it is read at the app's clock, and the account's
            own creation time may be later than a replayed date. */}
        {profile ? (
          <span data-testid="profile-joined">{formatJoined(profile.joinedAt)}</span>
        ) : (
          <Skeleton className="h-4 w-28" />
        )}
      </div>
    </div>
  );
}

function ProfileActions({ canEdit, onEdit }: { canEdit: boolean; onEdit: () => void }) {
  return (
    <div className="flex gap-2 self-start sm:self-auto">
      <Button variant="outline" size="sm" onClick={onEdit} disabled={!canEdit}>
        <Pencil aria-hidden="true" />
        Edit Profile
      </Button>
      <Button asChild variant="ghost" size="sm">
        <Link href="/settings">
          <Settings aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Settings</span>
        </Link>
      </Button>
    </div>
  );
}

function Counter({
  label,
  value,
  hint,
}: {
  label: string;
  value: string | null;
  /** What the count counts, under it. */
  hint?: string;
}) {
  return (
    <div className="rounded-xl border border-border bg-background/40 px-4 py-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">
        {value ?? <Skeleton className="h-7 w-12" />}
      </dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/** Checks a chosen picture, then uploads it; a toast says how it went. */
function useProfileImageUpload(userId: string) {
  const upload = useUploadProfileImage(userId);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () =>
        toast({ title: PROFILE_TEXTS.imageUpdated, description: PROFILE_TEXTS.imageUpdatedBody }),
      onError: (error) =>
        toast({
          title: PROFILE_TEXTS.uploadFailed,
          description: userMessage(error, PROFILE_TEXTS.uploadFailedFallback),
          variant: 'destructive',
        }),
    });
  };
  return { choose, pending: upload.isPending };
}

function Picture({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  if (!imageUrl) {
    return (
      <div
        aria-hidden="true"
        className="grid size-24 place-items-center rounded-2xl border-4 border-card bg-gradient-to-br from-primary to-amber-600 text-4xl font-bold text-primary-foreground shadow-lg"
      >
        {initialOf(name)}
      </div>
    );
  }
  return (
    <img
      src={imageUrl}
      alt={`${name}'s profile`}
      className="size-24 rounded-2xl border-4 border-card bg-muted object-cover shadow-lg"
      data-testid="profile-image"
    />
  );
}

function ProfileImage({
  userId,
  name,
  imageUrl,
}: {
  userId: string;
  name: string;
  imageUrl: string | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { choose, pending } = useProfileImageUpload(userId);
  return (
    <div className="relative size-24 shrink-0">
      <Picture name={name} imageUrl={imageUrl} />
      {pending ? (
        <div
          role="status"
          aria-label="Uploading profile image"
          className="absolute inset-1 grid place-items-center rounded-xl bg-black/60"
        >
          <Loader2 className="size-7 animate-spin text-white" aria-hidden="true" />
        </div>
      ) : null}
      <Button
        size="icon"
        variant="secondary"
        className="absolute -right-2 -bottom-2 size-9 rounded-full border-2 border-card shadow"
        onClick={() => input.current?.click()}
        disabled={pending}
        aria-label="Change profile image"
      >
        <Camera aria-hidden="true" />
      </Button>
      {isUploadedPicture(imageUrl) ? (
        <RemoveProfileImageButton userId={userId} disabled={pending} />
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={choose}
        data-testid="profile-image-input"
      />
    </div>
  );
}
