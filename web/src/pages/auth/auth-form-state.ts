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
