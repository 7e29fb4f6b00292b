import { describe, expect, it } from 'vitest';
import { isNavItemActive, SIGNED_IN_NAV } from './nav.ts';

describe("isNavItemActive (product spec, 'Navigation')", () => {
  it('lists Home, Today, Profile, Settings, Plans in order', () => {
    expect(SIGNED_IN_NAV.map((item) => item.label)).toEqual([
      'Home',
      'Today',
      'Profile',
      'Settings',
      'Plans',
    ]);
  });

  it('marks Home active only on exactly /', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/?q=arsenal')).toBe(true);
    expect(isNavItemActive('/', '/profile')).toBe(false);
    expect(isNavItemActive('/', '/match/12')).toBe(false);
    expect(isNavItemActive('/', '/auth')).toBe(false);
  });

  it('marks the item whose path matches', () => {
    expect(isNavItemActive('/profile', '/profile')).toBe(true);
    expect(isNavItemActive('/settings', '/settings')).toBe(true);
    expect(isNavItemActive('/plans', '/plans?from=settings')).toBe(true);
    expect(isNavItemActive('/plans', '/plans/')).toBe(true);
    expect(isNavItemActive('/profile', '/settings')).toBe(false);
  });

  it('does not confuse a path with one that merely starts with the same letters', () => {
    expect(isNavItemActive('/plans', '/plansxyz')).toBe(false);
    expect(isNavItemActive('/profile', '/profile/avatars')).toBe(true);
  });

  it('leaves exactly one item active on each signed-in page', () => {
    for (const page of ['/', '/today', '/profile', '/settings', '/plans']) {
      const active = SIGNED_IN_NAV.filter((item) => isNavItemActive(item.href, page));
      expect(active.map((item) => item.href)).toEqual([page]);
    }
  });
});
