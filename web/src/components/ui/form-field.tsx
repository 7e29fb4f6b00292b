import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

type FormFieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** What is wrong with the value: read out when it appears (role="alert"), tied to the input. */
  error?: string | null;
} & Omit<ComponentProps<'input'>, 'id'>;

/**
 * A labelled input: every field has a real <label> tied to it by id, and its hint and any error
 * are tied to it by aria-describedby, so a screen reader says them with the field.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  addon,
  ...inputProps
}: FormFieldProps & {
  /** Drawn over the input's right edge (which the caller pads to make room). */
  addon?: ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const input = (
    <Input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...inputProps}
    />
  );
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {addon ? (
        <div className="relative">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password field with a show/hide toggle whose name says which field it reveals. */
export function PasswordField({ id, label, ...inputProps }: Omit<FormFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const subject = label.toLowerCase();
  return (
    <FormField
      id={id}
      label={label}
      {...inputProps}
      type={visible ? 'text' : 'password'}
      className="pr-11"
      addon={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${subject}` : `Show ${subject}`}
          aria-controls={id}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          {visible ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
