import type { UpdateProfileRequest, UserProfile } from '@contract';
import { CircleAlert, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { userMessage } from '../../api/client.ts';
import { useUpdateProfile } from '../../auth/profile-edits.ts';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { PROFILE_TEXTS } from '../../lib/profile.ts';

interface ProfileValues {
  name: string;
  username: string;
  bio: string;
}

const valuesOf = (profile: UserProfile): ProfileValues => ({
  name: profile.name,
  username: profile.username ?? '',
  bio: profile.bio ?? '',
});

function ProfileFields({
  values,
  onChange,
}: {
  values: ProfileValues;
  onChange: (values: ProfileValues) => void;
}) {
  return (
    <>
      <FormField
        id="profile-name"
        label="Name"
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
        autoComplete="name"
        maxLength={100}
      />
      <FormField
        id="profile-username"
        label="Username"
        value={values.username}
        onChange={(event) => onChange({ ...values, username: event.target.value })}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={30}
        hint="3–30 letters, digits, underscores or dots."
      />
      <div className="grid gap-2">
        <Label htmlFor="profile-bio">Bio</Label>
        <Textarea
          id="profile-bio"
          value={values.bio}
          onChange={(event) => onChange({ ...values, bio: event.target.value })}
          maxLength={300}
          rows={4}
        />
      </div>
    </>
  );
}

/**
 * The Edit dialog (product spec, 'Profile': name, username, bio). Unlike the prototype it saves:
 * PUT /api/user/profile, then 'Profile updated successfully'. A refusal (a taken username, say)
 * shows the server's sentence and keeps the dialog open.
 */
export function EditProfileDialog({
  open,
  onOpenChange,
  userId,
  profile,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  profile: UserProfile;
}) {
  const update = useUpdateProfile(userId);
  const [values, setValues] = useState(() => valuesOf(profile));
  const [error, setError] = useState<string | null>(null);

  // Each opening starts from what is saved.
  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(profile));
    setError(null);
  }, [open, profile]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: UpdateProfileRequest = { name: values.name, bio: values.bio };
    // A username, once chosen, can be changed but not removed.
    if (values.username.trim()) body.username = values.username;
    setError(null);
    update.mutate(body, {
      onSuccess: () => {
        onOpenChange(false);
        toast({
          title: PROFILE_TEXTS.profileUpdated,
          description: PROFILE_TEXTS.profileUpdatedBody,
        });
      },
      onError: (caught) =>
        setError(userMessage(caught, 'Failed to update profile. Please try again.')),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>Update how other predictors see you.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {error ? (
            <Alert variant="destructive" data-testid="edit-profile-error">
              <CircleAlert aria-hidden="true" />
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
          <ProfileFields values={values} onChange={setValues} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Save Changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
