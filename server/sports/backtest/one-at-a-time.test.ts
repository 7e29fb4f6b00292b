import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.ts';

/** A piece of work that ends when told, writing down when it starts. */
function piece(name: string, log: string[], fails = false) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  const work = async () => {
    log.push(`${name} starts`);
    await ended;
    log.push(`${name} ends`);
    if (fails) throw new Error(`${name} failed`);
    return name;
  };
  return { work, end };
}

const turnsOfTheLoop = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one at a time', () => {
  it('starts each piece only once the one before has ended, in the order handed in', async () => {
    const log: string[] = [];
    const turns = oneAtATime();
    const [a, b, c] = ['a', 'b', 'c'].map((name) => piece(name, log));
    const results = [turns(a!.work), turns(b!.work), turns(c!.work)];
    await turnsOfTheLoop();
    expect(log).toEqual(['a starts']);
    b!.end();
    await turnsOfTheLoop();
    expect(log).toEqual(['a starts']);
    a!.end();
    await turnsOfTheLoop();
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts']);
    c!.end();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  });

  it('goes on after a piece that failed, and the failure reaches only its own caller', async () => {
    const log: string[] = [];
    const turns = oneAtATime();
    const failing = piece('failing', log, true);
    const next = piece('next', log);
    const first = turns(failing.work);
    const second = turns(next.work);
    failing.end();
    await expect(first).rejects.toThrow('failing failed');
    next.end();
    expect(await second).toBe('next');
    expect(log).toEqual(['failing starts', 'failing ends', 'next starts', 'next ends']);
  });

  it('lets a piece given up while it waits go at once, and never starts it', async () => {
    const log: string[] = [];
    const turns = oneAtATime();
    const ahead = piece('ahead', log);
    const given = piece('given up', log);
    const after = piece('after', log);
    const stop = new AbortController();
    const first = turns(ahead.work);
    const second = turns(given.work, stop.signal);
    const third = turns(after.work);
    stop.abort(new Error('closing'));
    // Rejected while the piece ahead still runs.
    await expect(second).rejects.toThrow('closing');
    expect(log).toEqual(['ahead starts']);
    ahead.end();
    after.end();
    expect(await first).toBe('ahead');
    expect(await third).toBe('after');
    expect(log).toEqual(['ahead starts', 'ahead ends', 'after starts', 'after ends']);
  });

  it('waits for a started piece to end when its signal aborts: the piece stops itself', async () => {
    const log: string[] = [];
    const turns = oneAtATime();
    const running = piece('running', log);
    const stop = new AbortController();
    let settled = false;
    const result = turns(running.work, stop.signal).finally(() => {
      settled = true;
    });
    await turnsOfTheLoop();
    stop.abort(new Error('closing'));
    await turnsOfTheLoop();
    expect(settled).toBe(false);
    running.end();
    expect(await result).toBe('running');
  });
});
