import type { ComponentProps } from 'react';
import { FormField } from '../../components/ui/form-field.tsx';
import type { AuthField, AuthFormProps } from './auth-form-state.ts';

type Bound = Pick<AuthFormProps, 'values' | 'onField'>;

/** A form field showing, and editing, one of the values shared by every auth view. */
export function AuthFormField({
  name,
  values,
  onField,
  ...field
}: Bound & { name: AuthField } & Omit<
    ComponentProps<typeof FormField>,
    'name' | 'value' | 'onChange'
  >) {
  return (
    <FormField
      {...field}
      value={values[name]}
      onChange={(event) => onField(name, event.target.value)}
    />
  );
}

export function EmailField({ id, ...bound }: Bound & { id: string }) {
  return (
    <AuthFormField
      {...bound}
      name="email"
      id={id}
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
    />
  );
}

/** Choosing a password: the new one, then the same again to confirm it. */
export function NewPasswordFields({
  idPrefix,
  label,
  confirmLabel,
  confirmPlaceholder,
  ...bound
}: Bound & { idPrefix: string; label: string; confirmLabel: string; confirmPlaceholder: string }) {
  const fields = [
    { name: 'password', id: `${idPrefix}-password`, label, placeholder: 'At least 6 characters' },
    {
      name: 'confirmPassword',
      id: `${idPrefix}-confirm-password`,
      label: confirmLabel,
      placeholder: confirmPlaceholder,
    },
  ] as const;
  return fields.map((field) => (
    <AuthFormField
      key={field.name}
      {...bound}
      {...field}
      type="password"
      autoComplete="new-password"
    />
  ));
}
