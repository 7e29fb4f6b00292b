import { describe, expect, it } from 'vitest';
import { PROTOTYPE_NAMES } from '../../test/hostile-text.ts';
import { tokenize } from '../questions/tokens.ts';
import { parseDate } from './dates.ts';

const NOW = new Date('2025-01-15T12:00:00Z');
const read = (question: string) => {
  const tokens = tokenize(question).map((t) => t.norm);
  return parseDate(tokens, question, NOW, 'Europe/London', false);
};

describe('date words', () => {
  it('reads weekdays and months as before', () => {
    expect(read('Arsenal vs Chelsea saturday')?.range.label).toBe('Sat 18 Jan');
    expect(read('Arsenal vs Chelsea 2 feb')?.range.label).toBe('Sun 2 Feb');
  });

  it('finds no date in the names of inherited object properties', () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const question of [name, `Arsenal vs Chelsea ${name}`, `18 ${name}`, `${name} 18`]) {
        expect(() => read(question), question).not.toThrow();
        expect(read(question), question).toBeUndefined();
      }
    }
  });
});
