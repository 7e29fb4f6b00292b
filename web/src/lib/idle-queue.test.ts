import { describe, expect, it } from 'vitest';
import { createIdleQueue, type IdleScheduler } from './idle-queue.ts';

/** A browser whose idle moments come when the test says. */
function fakeIdle() {
  const pending: (() => void)[] = [];
  const schedule: IdleScheduler = (run) => {
    pending.push(run);
    return () => {
      const at = pending.indexOf(run);
      if (at >= 0) pending.splice(at, 1);
    };
  };
  const idleMoment = () => pending.shift()?.();
  return { schedule, idleMoment, waiting: () => pending.length };
}

describe('the idle queue', () => {
  it('runs one job per idle moment, in the order they were queued', () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.schedule);
    const ran: string[] = [];
    queue.add(() => ran.push('insights'));
    queue.add(() => ran.push('form'));
    queue.add(() => ran.push('odds'));
    expect(ran).toEqual([]);
    // One request for an idle moment at a time: the next is asked for once a job has run.
    expect(idle.waiting()).toBe(1);
    idle.idleMoment();
    expect(ran).toEqual(['insights']);
    idle.idleMoment();
    idle.idleMoment();
    expect(ran).toEqual(['insights', 'form', 'odds']);
    expect(idle.waiting()).toBe(0);
  });

  it('drops a job taken out before its moment, and stops asking when none is left', () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.schedule);
    const ran: string[] = [];
    const removeVote = queue.add(() => ran.push('vote'));
    queue.add(() => ran.push('share'));
    // The vote came into view and mounted on its own.
    removeVote();
    idle.idleMoment();
    expect(ran).toEqual(['share']);
    const removeLast = queue.add(() => ran.push('odds'));
    removeLast();
    expect(idle.waiting()).toBe(0);
  });

  it('keeps going after a job that throws', () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.schedule);
    const ran: string[] = [];
    queue.add(() => {
      throw new Error('broken part');
    });
    queue.add(() => ran.push('next'));
    expect(() => idle.idleMoment()).toThrow('broken part');
    idle.idleMoment();
    expect(ran).toEqual(['next']);
  });
});
