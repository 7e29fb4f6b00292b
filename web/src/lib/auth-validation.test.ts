import { describe, expect, it } from 'vitest';
import {
  validateChangePassword,
  validateForgotPassword,
  validateLogin,
  validateResetPassword,
  validateSignUp,
} from './auth-validation.ts';

const missing = { title: 'Missing Information', description: 'Please fill in all fields' };
const mismatch = { title: 'Password Mismatch', description: 'Passwords do not match' };
const tooShort = {
  title: 'Password Too Short',
  description: 'Password must be at least 6 characters long',
};

describe('validateLogin', () => {
  it('requires email and password', () => {
    expect(validateLogin({ email: '', password: 'x' })).toEqual(missing);
    expect(validateLogin({ email: 'a@b.co', password: '' })).toEqual(missing);
    expect(validateLogin({ email: '   ', password: 'x' })).toEqual(missing);
  });
  it('does not length-check a login password', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('validateSignUp', () => {
  const ok = { name: 'Ada', email: 'a@b.co', password: 'secret', confirmPassword: 'secret' };
  it('accepts a complete, matching, long-enough form', () => {
    expect(validateSignUp(ok)).toBeNull();
  });
  it.each(['name', 'email', 'password', 'confirmPassword'] as const)('requires %s', (field) => {
    expect(validateSignUp({ ...ok, [field]: '' })).toEqual(missing);
  });
  it('checks the match before the length', () => {
    expect(validateSignUp({ ...ok, password: 'abc', confirmPassword: 'abd' })).toEqual(mismatch);
  });
  it('needs at least 6 characters', () => {
    expect(validateSignUp({ ...ok, password: '12345', confirmPassword: '12345' })).toEqual(
      tooShort,
    );
    expect(validateSignUp({ ...ok, password: '123456', confirmPassword: '123456' })).toBeNull();
  });
});

describe('validateForgotPassword', () => {
  it('requires an email', () => {
    expect(validateForgotPassword({ email: ' ' })).toEqual({
      title: 'Email Required',
      description: 'Please enter your email address',
    });
    expect(validateForgotPassword({ email: 'a@b.co' })).toBeNull();
  });
});

describe('validateResetPassword', () => {
  const ok = { token: 'tok', password: 'abc', confirmPassword: 'abc' };
  it('requires token and both passwords, and no length (the server checks it)', () => {
    expect(validateResetPassword(ok)).toBeNull();
    expect(validateResetPassword({ ...ok, token: '' })).toEqual(missing);
    expect(validateResetPassword({ ...ok, confirmPassword: '' })).toEqual(missing);
  });
  it('requires the passwords to match', () => {
    expect(validateResetPassword({ ...ok, confirmPassword: 'abd' })).toEqual(mismatch);
  });
});

describe('validateChangePassword', () => {
  const ok = { currentPassword: 'old', newPassword: 'newpass', confirmPassword: 'newpass' };
  it('accepts a valid change', () => {
    expect(validateChangePassword(ok)).toBeNull();
  });
  it('requires every field', () => {
    expect(validateChangePassword({ ...ok, currentPassword: '' })).toEqual(missing);
  });
  it("uses the dialog's own mismatch sentence", () => {
    expect(validateChangePassword({ ...ok, confirmPassword: 'other1' })).toEqual({
      title: 'Password Mismatch',
      description: "New password and confirmation don't match.",
    });
  });
  it('needs a new password of at least 6 characters', () => {
    expect(
      validateChangePassword({ ...ok, newPassword: 'abc', confirmPassword: 'abc' })?.title,
    ).toBe('Password Too Short');
  });
});
