import type { User } from '@contract';
import { describe, expect, it, vi } from 'vitest';
import {
  COOKIE_AUTH_MARKER,
  resolveSession,
  type SessionDeps,
  startedSession,
} from './resolve-session.ts';

const user: User = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  provider: 'email',
  hasPassword: true,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: null,
};

function deps(overrides: Partial<SessionDeps> = {}) {
  return {
    checkAuth: vi.fn(async () => ({ authenticated: false, user: null })),
    fetchMe: vi.fn(async () => ({ user })),
    readStoredToken: vi.fn(() => null as string | null),
    saveToken: vi.fn(),
    clearStoredToken: vi.fn(),
    warn: vi.fn(),
    ...overrides,
  } satisfies SessionDeps;
}

describe("resolveSession (product spec, 'States and transitions')", () => {
  it('uses a valid cookie session and saves the returned token', async () => {
    const d = deps({ checkAuth: vi.fn(async () => ({ authenticated: true, user, token: 'tok' })) });
    await expect(resolveSession(d)).resolves.toEqual({ user, token: 'tok' });
    expect(d.saveToken).toHaveBeenCalledWith('tok');
    expect(d.fetchMe).not.toHaveBeenCalled();
  });

  it('marks cookie-only auth when no token comes back', async () => {
    const d = deps({ checkAuth: vi.fn(async () => ({ authenticated: true, user })) });
    await expect(resolveSession(d)).resolves.toEqual({ user, token: COOKIE_AUTH_MARKER });
    expect(d.saveToken).not.toHaveBeenCalled();
  });

  it('is signed out without asking /me when nothing is stored', async () => {
    const d = deps();
    await expect(resolveSession(d)).resolves.toBeNull();
    expect(d.fetchMe).not.toHaveBeenCalled();
  });

  it('tries a saved token against /me', async () => {
    const d = deps({ readStoredToken: vi.fn(() => 'saved') });
    await expect(resolveSession(d)).resolves.toEqual({ user, token: 'saved' });
  });

  it('clears a saved token that /me rejects', async () => {
    const d = deps({
      readStoredToken: vi.fn(() => 'stale'),
      fetchMe: vi.fn(async () => {
        throw new Error('401: unauthorized');
      }),
    });
    await expect(resolveSession(d)).resolves.toBeNull();
    expect(d.clearStoredToken).toHaveBeenCalled();
  });

  it('treats any failure of the check as signed out and clears the token', async () => {
    const d = deps({
      checkAuth: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    await expect(resolveSession(d)).resolves.toBeNull();
    expect(d.clearStoredToken).toHaveBeenCalled();
    expect(d.warn).toHaveBeenCalled();
  });
});

describe('startedSession', () => {
  it('marks only a sign-up as a new account; a sign-in or a reload is a return', async () => {
    expect(startedSession(user, 'tok', 'signup')).toEqual({ user, token: 'tok', newAccount: true });
    expect(startedSession(user, 'tok', 'login').newAccount).toBeUndefined();
    const d = deps({ checkAuth: vi.fn(async () => ({ authenticated: true, user, token: 'tok' })) });
    expect((await resolveSession(d))?.newAccount).toBeUndefined();
  });
});
