import { Loader2, Trash2 } from 'lucide-react';
import { userMessage } from '../../api/client.ts';
import { useRemoveProfileImage } from '../../auth/profile-edits.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { PROFILE_TEXTS } from '../../lib/profile.ts';

/** Deletes the uploaded picture (the stored file too); the profile falls back to the avatar. */
export function RemoveProfileImageButton({
  userId,
  disabled,
}: {
  userId: string;
  disabled: boolean;
}) {
  const remove = useRemoveProfileImage(userId);
  const onClick = () =>
    remove.mutate(undefined, {
      onSuccess: () =>
        toast({ title: PROFILE_TEXTS.imageRemoved, description: PROFILE_TEXTS.imageRemovedBody }),
      onError: (error) =>
        toast({
          title: PROFILE_TEXTS.removeFailed,
          description: userMessage(error, PROFILE_TEXTS.removeFailedFallback),
          variant: 'destructive',
        }),
    });
  return (
    <Button
      size="icon"
      variant="secondary"
      className="absolute -bottom-2 -left-2 size-9 rounded-full border-2 border-card shadow"
      onClick={onClick}
      disabled={disabled || remove.isPending}
      aria-label="Remove profile image"
      data-testid="remove-profile-image"
    >
      {remove.isPending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <Trash2 aria-hidden="true" />
      )}
    </Button>
  );
}
