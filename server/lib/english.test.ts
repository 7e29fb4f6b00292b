import { describe, expect, it } from 'vitest';
import { possessive } from './english.ts';

describe('possessives', () => {
  it('writes "Arsenal\'s" but "Wolves\'"', () => {
    expect(possessive('Arsenal')).toBe("Arsenal's");
    expect(possessive('Wolves')).toBe("Wolves'");
    expect(possessive('Golden State Warriors')).toBe("Golden State Warriors'");
    expect(possessive('Man City')).toBe("Man City's");
  });
});
