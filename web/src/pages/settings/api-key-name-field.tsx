import { FormField } from '../../components/ui/form-field.tsx';
import { API_KEY_NAME_MAX } from '../../lib/api-keys.ts';

/**
 * The key's name, shared by the create and rename dialogs. The problem, once there is one, is
 * read out and tied to the input, so it is heard as well as seen.
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
  return (
    <FormField
      id={id}
      label="Key name"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="off"
      placeholder="Trading bot"
      error={problem}
      hint={`Name it after the app or script that will use it (up to ${API_KEY_NAME_MAX} characters).`}
    />
  );
}
