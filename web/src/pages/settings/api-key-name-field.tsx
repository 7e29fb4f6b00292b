import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { API_KEY_NAME_MAX } from '../../lib/api-keys.ts';

/**
 * The key's name, shared by the create and rename dialogs. The problem, once there is one, is
 * read out (role="alert") and tied to the input, so it is heard as well as seen.
 */
export function ApiKeyNameField({
  id,
  value,
  problem,
  onChange,
}: {
  id: string;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Key name</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        placeholder="Trading bot"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
      />
      {problem ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <p id={hintId} className="text-xs text-muted-foreground">
        Name it after the app or script that will use it (up to {API_KEY_NAME_MAX} characters).
      </p>
    </div>
  );
}
