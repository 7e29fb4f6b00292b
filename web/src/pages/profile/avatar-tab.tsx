import { Check, Download, ImageOff, Loader2, Sparkles, Trash2, Wand2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  type Avatar,
  type AvatarRequest,
  type GeneratedAvatar,
  useActivateAvatar,
  useAvatarSuggestions,
  useAvatars,
  useDeleteAvatar,
  useGenerateAvatar,
} from '../../api/avatars.ts';
import { userMessage } from '../../api/client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import {
  AVATAR_ACCESSORIES,
  AVATAR_AGES,
  AVATAR_BACKGROUNDS,
  AVATAR_DEFAULTS,
  AVATAR_GENDERS,
  AVATAR_MOODS,
  AVATAR_STYLES,
  AVATAR_TEXTS,
  type AvatarStyleId,
  avatarFilename,
  collectionCountText,
  descriptionProblem,
  generatedInText,
  generatedToastText,
  SUGGESTIONS_SHOWN,
  suggestionLabel,
  titleCase,
} from '../../lib/avatar.ts';
import { downloadFile } from '../../lib/share-actions.ts';
import { cn } from '../../lib/utils.ts';
import { Section } from './section.tsx';

/**
 * The Avatar tab (product spec, 'Profile', 'Avatar generator'): the generator, the last generated
 * avatar and the collection.
 */
export default function AvatarTab({ userId }: { userId: string }) {
  const [generated, setGenerated] = useState<GeneratedAvatar | null>(null);
  const avatars = useAvatars(userId);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)]">
      <AvatarGenerator userId={userId} onGenerated={setGenerated} />
      <div className="grid gap-6">
        {generated ? (
          <GeneratedAvatarCard
            userId={userId}
            avatar={generated}
            active={avatars.data?.some((a) => a.id === generated.id && a.isActive) ?? false}
          />
        ) : null}
        <AvatarCollection
          userId={userId}
          avatars={avatars.data}
          isPending={avatars.isPending}
          isError={avatars.isError}
        />
      </div>
    </div>
  );
}

function AvatarGenerator({
  userId,
  onGenerated,
}: {
  userId: string;
  onGenerated: (avatar: GeneratedAvatar) => void;
}) {
  const [style, setStyle] = useState<AvatarStyleId>(AVATAR_DEFAULTS.style);
  const [description, setDescription] = useState(AVATAR_DEFAULTS.description);
  const [gender, setGender] = useState('');
  const [age, setAge] = useState('');
  const [accessories, setAccessories] = useState<string[]>([]);
  const [mood, setMood] = useState(AVATAR_DEFAULTS.mood);
  const [background, setBackground] = useState(AVATAR_DEFAULTS.background);
  const [problem, setProblem] = useState<string | null>(null);
  const suggestions = useAvatarSuggestions(style);
  const generate = useGenerateAvatar(userId);

  const toggleAccessory = (item: string, on: boolean) =>
    setAccessories((current) =>
      on ? [...current, item] : current.filter((existing) => existing !== item),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = descriptionProblem(description);
    setProblem(found);
    if (found || generate.isPending) return;
    const request: AvatarRequest = { style, description: description.trim(), mood, background };
    if (gender) request.gender = gender;
    if (age) request.age = age;
    if (accessories.length > 0) request.accessories = accessories;
    generate.mutate(request, {
      onSuccess: (avatar) => {
        onGenerated(avatar);
        toast({
          title: AVATAR_TEXTS.generated,
          description: generatedToastText(avatar.style, avatar.generationTime),
        });
      },
      onError: (error) =>
        toast({
          title: AVATAR_TEXTS.generationFailed,
          description: errorText(error, AVATAR_TEXTS.generationFailedFallback),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Section
      title="AI Avatar Generator"
      description="Describe yourself and Strix draws an avatar for your profile."
      testId="avatar-generator"
    >
      <form className="grid gap-5" onSubmit={submit} noValidate>
        <Field id="avatar-style" label="Avatar Style">
          <NativeSelect
            id="avatar-style"
            value={style}
            onChange={(event) => setStyle(event.target.value as AvatarStyleId)}
          >
            {AVATAR_STYLES.map((value) => (
              <option key={value} value={value}>
                {titleCase(value)}
              </option>
            ))}
          </NativeSelect>
        </Field>

        <div className="grid gap-2">
          <Label htmlFor="avatar-description">Description</Label>
          <Textarea
            id="avatar-description"
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              if (problem && !descriptionProblem(event.target.value)) setProblem(null);
            }}
            placeholder="e.g. A focused sports analyst with short dark hair and a headset"
            rows={3}
            maxLength={500}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? DESCRIPTION_ERROR_ID : undefined}
          />
        </div>

        {suggestions.data && suggestions.data.suggestions.length > 0 ? (
          <div className="grid gap-2">
            <p className="text-sm font-medium">Quick Suggestions</p>
            <ul className="flex flex-wrap gap-2">
              {suggestions.data.suggestions.slice(0, SUGGESTIONS_SHOWN).map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    title={suggestion}
                    onClick={() => {
                      setDescription(suggestion);
                      setProblem(null);
                    }}
                    className="rounded-full border border-border bg-background/50 px-3 py-1.5 text-left text-xs text-muted-foreground transition-colors outline-none hover:border-primary/50 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {suggestionLabel(suggestion)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="avatar-gender" label="Gender (optional)">
            <NativeSelect
              id="avatar-gender"
              value={gender}
              onChange={(e) => setGender(e.target.value)}
            >
              <option value="">Any</option>
              {AVATAR_GENDERS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="avatar-age" label="Age Range (optional)">
            <NativeSelect id="avatar-age" value={age} onChange={(e) => setAge(e.target.value)}>
              <option value="">Any</option>
              {AVATAR_AGES.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="avatar-mood" label="Mood">
            <NativeSelect id="avatar-mood" value={mood} onChange={(e) => setMood(e.target.value)}>
              {AVATAR_MOODS.map((value) => (
                <option key={value} value={value}>
                  {titleCase(value)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="avatar-background" label="Background">
            <NativeSelect
              id="avatar-background"
              value={background}
              onChange={(e) => setBackground(e.target.value)}
            >
              {AVATAR_BACKGROUNDS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Accessories (optional)</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {AVATAR_ACCESSORIES.map((item) => {
              const id = `avatar-accessory-${item}`;
              const checked = accessories.includes(item);
              return (
                <label
                  key={item}
                  htmlFor={id}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                    checked ? 'border-primary/50 bg-primary/10' : 'border-border bg-background/40',
                  )}
                >
                  <input
                    id={id}
                    type="checkbox"
                    checked={checked}
                    onChange={(event) => toggleAccessory(item, event.target.checked)}
                    className="size-4 accent-[var(--primary)]"
                  />
                  {titleCase(item)}
                </label>
              );
            })}
          </div>
        </fieldset>

        <GenerateControls
          problem={problem}
          pending={generate.isPending}
          onEditDescription={() => document.getElementById('avatar-description')?.focus()}
        />
      </form>
    </Section>
  );
}

export const DESCRIPTION_ERROR_ID = 'avatar-description-error';

/**
 * The Generate button with the form's problem right above it: the description sits far up the
 * form, and the message belongs where the person pressed. It is announced (role=alert), the
 * description field points at it (aria-describedby), and a button takes focus back to the field.
 */
export function GenerateControls({
  problem,
  pending,
  onEditDescription,
}: {
  problem: string | null;
  pending: boolean;
  onEditDescription: () => void;
}) {
  return (
    <div className="grid gap-2">
      {problem ? (
        <div
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2"
          data-testid="avatar-form-problem"
        >
          <p id={DESCRIPTION_ERROR_ID} className="text-sm text-destructive" role="alert">
            {problem}
          </p>
          <button
            type="button"
            onClick={onEditDescription}
            className="rounded text-sm font-medium text-foreground underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Edit description
          </button>
        </div>
      ) : null}
      <Button
        type="submit"
        size="lg"
        disabled={pending}
        className="w-full whitespace-normal"
        aria-describedby={problem ? DESCRIPTION_ERROR_ID : undefined}
      >
        {pending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Wand2 aria-hidden="true" />
        )}
        {pending ? AVATAR_TEXTS.generating : AVATAR_TEXTS.generate}
      </Button>
    </div>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** The server's sentence, else the spec's 'Failed to … avatar: {status text}', else fallback. */
function errorText(error: unknown, fallback: string): string {
  const message = userMessage(error, '');
  if (message) return message;
  return error instanceof Error && error.message.startsWith('Failed to') ? error.message : fallback;
}

function useActivate(userId: string) {
  const activate = useActivateAvatar(userId);
  const run = (avatarId: number) =>
    activate.mutate(avatarId, {
      onSuccess: () =>
        toast({ title: AVATAR_TEXTS.activated, description: AVATAR_TEXTS.activatedBody }),
      onError: (error) =>
        toast({
          title: AVATAR_TEXTS.activationFailed,
          description: errorText(error, AVATAR_TEXTS.activationFailedFallback),
          variant: 'destructive',
        }),
    });
  return { run, pendingId: activate.isPending ? activate.variables : undefined };
}

async function downloadAvatar(avatar: { id: number; imageUrl: string }) {
  try {
    await downloadFile(avatar.imageUrl, avatarFilename(avatar.id));
  } catch (error) {
    console.warn('Avatar download failed', error);
    toast({
      title: 'Download failed',
      description: 'The avatar could not be downloaded. Please try again.',
      variant: 'destructive',
    });
  }
}

function GeneratedAvatarCard({
  userId,
  avatar,
  active,
}: {
  userId: string;
  avatar: GeneratedAvatar;
  active: boolean;
}) {
  const activate = useActivate(userId);
  const pending = activate.pendingId === avatar.id;
  return (
    <Section title="Generated Avatar" testId="generated-avatar">
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr] sm:items-center">
        <img
          src={avatar.imageUrl}
          alt={`Generated ${avatar.style} avatar`}
          className="aspect-square w-32 rounded-2xl border border-border bg-muted object-cover"
        />
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{titleCase(avatar.style)}</Badge>
            {active ? (
              <Badge variant="success">
                <Check aria-hidden="true" />
                Active
              </Badge>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">{generatedInText(avatar.generationTime)}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => activate.run(avatar.id)} disabled={active || pending}>
              {pending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {AVATAR_TEXTS.useThis}
            </Button>
            <Button variant="outline" onClick={() => void downloadAvatar(avatar)}>
              <Download aria-hidden="true" />
              Download
            </Button>
          </div>
        </div>
      </div>
    </Section>
  );
}

function AvatarCollection({
  userId,
  avatars,
  isPending,
  isError,
}: {
  userId: string;
  avatars: Avatar[] | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  const activate = useActivate(userId);
  const remove = useDeleteAvatar(userId);

  const deleteAvatar = (avatarId: number) =>
    remove.mutate(avatarId, {
      onSuccess: () =>
        toast({ title: AVATAR_TEXTS.deleted, description: AVATAR_TEXTS.deletedBody }),
      onError: (error) =>
        toast({
          title: AVATAR_TEXTS.deletionFailed,
          description: errorText(error, AVATAR_TEXTS.deletionFailedFallback),
          variant: 'destructive',
        }),
    });

  return (
    <Section
      title={AVATAR_TEXTS.collection}
      description={avatars ? collectionCountText(avatars.length) : undefined}
      testId="avatar-collection"
    >
      {avatars ? (
        avatars.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-6 py-8 text-center">
            <ImageOff className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">{AVATAR_TEXTS.empty}</p>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {avatars.map((avatar) => (
              <li
                key={avatar.id}
                data-active={avatar.isActive}
                className={cn(
                  'grid gap-2 rounded-xl border p-2.5',
                  avatar.isActive
                    ? 'border-primary/60 bg-primary/10'
                    : 'border-border bg-background/40',
                )}
              >
                <div className="relative">
                  <img
                    src={avatar.imageUrl}
                    alt={`${titleCase(avatar.style)} avatar`}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg bg-muted object-cover"
                  />
                  {avatar.isActive ? (
                    <Badge variant="solid" className="absolute top-1.5 left-1.5">
                      <Check aria-hidden="true" />
                      Active
                    </Badge>
                  ) : null}
                </div>
                <p className="truncate text-xs font-medium text-muted-foreground">
                  {titleCase(avatar.style)}
                </p>
                <div className="flex gap-1.5">
                  {avatar.isActive ? null : (
                    <Button
                      size="sm"
                      variant="secondary"
                      className="flex-1"
                      onClick={() => activate.run(avatar.id)}
                      disabled={activate.pendingId === avatar.id}
                    >
                      Use
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    className={cn(
                      'text-destructive hover:text-destructive',
                      avatar.isActive && 'ml-auto',
                    )}
                    onClick={() => deleteAvatar(avatar.id)}
                    disabled={remove.isPending && remove.variables === avatar.id}
                    aria-label={`Delete ${avatar.style} avatar`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : isError ? (
        <p className="text-sm text-muted-foreground">
          Your avatars could not be loaded right now. Please try again later.
        </p>
      ) : isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {AVATAR_TEXTS.loading}
        </p>
      ) : null}
    </Section>
  );
}
