import { describe, expect, it } from 'vitest';
import { authHref, returnPathFrom } from './return-path.ts';

describe('return paths', () => {
  it('links sign-in with the page to come back to', () => {
    expect(authHref('/auth', '/match/7')).toBe('/auth?next=%2Fmatch%2F7');
    expect(authHref('/auth/signup', '/today?league=E0&sort=ev')).toBe(
      '/auth/signup?next=%2Ftoday%3Fleague%3DE0%26sort%3Dev',
    );
    // Home, sign-in itself and other sites are not worth remembering.
    expect(authHref('/auth', '/')).toBe('/auth');
    expect(authHref('/auth', '/auth/signup')).toBe('/auth');
    expect(authHref('/auth', 'https://evil.example/')).toBe('/auth');
  });

  it('follows only a path on this site after signing in, else home', () => {
    expect(returnPathFrom('?next=%2Fmatch%2F7')).toBe('/match/7');
    expect(returnPathFrom('?next=%2Ftoday%3Fleague%3DE0')).toBe('/today?league=E0');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example%2F')).toBe('/');
    expect(returnPathFrom('?next=%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('?next=%2F%5Cevil.example')).toBe('/');
    expect(returnPathFrom('')).toBe('/');
  });
});
