import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnPath('/match/123')).toBe('/match/123');
    expect(safeReturnPath('/today?league=E0&sort=ev#2025-01-15')).toBe(
      '/today?league=E0&sort=ev#2025-01-15',
    );
  });

  it('refuses anything that could leave the site', () => {
    for (const raw of [
      'https://evil.example/match/1',
      '//evil.example/match/1',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'match/1',
      '/%0a//evil.example'.replace('%0a', '\n'),
      ' /match/1',
    ]) {
      expect(safeReturnPath(raw), raw).toBeNull();
    }
  });

  it('refuses sign-in and API paths, home, and what is not a string', () => {
    for (const raw of [
      '/auth',
      '/auth/signup',
      '/api/auth/google',
      '/',
      '',
      null,
      undefined,
      ['/x'],
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeNull();
    }
    expect(safeReturnPath(`/${'a'.repeat(600)}`)).toBeNull();
  });
});
