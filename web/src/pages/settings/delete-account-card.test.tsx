import type { AccountDeletionStatus } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AuthContext, type AuthState } from '../../auth/auth-context.ts';
import { ConfirmForm } from '../../components/ui/confirm-dialog.tsx';
import { DeleteAccountContent } from './delete-account-card.tsx';
import {
  DeleteAccountFields,
  type DeleteAccountFieldsProps,
  deleteAccountActions,
} from './delete-account-dialog.tsx';

const auth = { user: { id: 'u1' } } as unknown as AuthState;

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <Router ssrPath="/settings">
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={auth}>{node}</AuthContext.Provider>
      </QueryClientProvider>
    </Router>,
  );

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const withPassword: AccountDeletionStatus = { confirmWith: 'password', googleConfirmedUntil: null };
const google: AccountDeletionStatus = { confirmWith: 'google', googleConfirmedUntil: null };

/** The dialog's form as it renders inside the open dialog: the fields, then its two buttons. */
const form = (props: Partial<DeleteAccountFieldsProps>) => {
  const fields: DeleteAccountFieldsProps = {
    status: withPassword,
    password: '',
    onPasswordChange: () => {},
    error: null,
    ...props,
  };
  return render(
    <ConfirmForm
      {...deleteAccountActions(fields.status, fields.password)}
      pending={false}
      onSubmit={() => {}}
      onKeep={() => {}}
    >
      <DeleteAccountFields {...fields} />
    </ConfirmForm>,
  );
};

describe('Delete account card', () => {
  it('says plainly what is deleted and what is kept without a name', () => {
    const text = textOf(
      render(<DeleteAccountContent status={withPassword} returnError={null} returned={false} />),
    );
    expect(text).toContain('Deleted for good:');
    expect(text).toContain('Your subscription is cancelled at once, with no further charges');
    expect(text).toContain('Kept without your name:');
    expect(text).toContain('graded predictions in the public track record');
    expect(text).toContain('Delete account');
  });

  it('asks for the password, and deletes only once one is typed', () => {
    const empty = form({});
    expect(empty).toContain('<label');
    expect(empty).toContain('for="delete-account-password"');
    expect(empty).toContain('autoComplete="current-password"');
    expect(empty).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(form({ password: 'secret' })).not.toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it("shows the server's sentence as an alert", () => {
    const html = form({
      password: 'x',
      error: 'That password is not right. Your account has not been deleted.',
    });
    expect(html).toContain('role="alert"');
    expect(textOf(html)).toContain(
      'That password is not right. Your account has not been deleted.',
    );
  });

  it('offers Confirm with Google to a Google account, then shows the confirmation is fresh', () => {
    const before = form({ status: google });
    expect(textOf(before)).toContain('Confirm with Google');
    expect(before).not.toContain('delete-account-password');
    expect(before).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);

    const until = new Date(Date.now() + 9 * 60_000).toISOString();
    const after = form({ status: { confirmWith: 'google', googleConfirmedUntil: until } });
    expect(after).toContain('data-testid="google-confirmed"');
    expect(textOf(after)).toContain('Confirmed with Google. You can delete your account until');
    expect(textOf(after)).not.toContain('Confirm with Google ');
    expect(after).not.toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });
});
