/** One set of values for every auth view, so the email typed once follows the person around. */
export interface AuthFormValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  resetToken: string;
}

export type AuthField = keyof AuthFormValues;

export const EMPTY_FORM: AuthFormValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  resetToken: '',
};

export interface AuthFormProps {
  values: AuthFormValues;
  onField: (field: AuthField, value: string) => void;
  busy: boolean;
}

/** The sentence to show when a request from an auth form fails; also logged to the console. */
export function failureMessage(caught: unknown, fallback: string): string {
  const message = caught instanceof Error ? caught.message : fallback;
  console.warn(`${fallback}:`, message);
  return message;
}
