import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionId, mirrorSessionId, readSessionId, SESSION_ID_KEY } from './session-id.ts';

let stored: Record<string, string>;
beforeEach(() => {
  stored = {};
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => {
      stored[key] = value;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("anonymous session id (product spec, 'Entities and their fields', 'Business constants and limits')", () => {
  it("is 'session-' plus a timestamp plus a random string", () => {
    expect(createSessionId(1700000000000, () => 0.123456789)).toMatch(
      /^session-1700000000000-[a-z0-9]{9}$/,
    );
  });
  it("is kept under 'betting-session-id' and reused", () => {
    expect(SESSION_ID_KEY).toBe('betting-session-id');
    const first = readSessionId();
    expect(stored[SESSION_ID_KEY]).toBe(first);
    expect(readSessionId()).toBe(first);
  });
  it('mirrors the id the server issued', () => {
    readSessionId();
    mirrorSessionId('anon-from-server');
    expect(readSessionId()).toBe('anon-from-server');
    mirrorSessionId(undefined);
    expect(readSessionId()).toBe('anon-from-server');
  });
});
