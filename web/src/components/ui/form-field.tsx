import type { ComponentProps } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';

/** A labelled input: every field has a real <label> tied to it by id. */
export function FormField({
  id,
  label,
  hint,
  ...inputProps
}: { id: string; label: string; hint?: string } & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...inputProps} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
