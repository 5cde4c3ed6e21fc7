import { describe, expect, it } from 'vitest';
import { oneAtATime } from './send';

describe('oneAtATime: one send at a time for the page', () => {
  it('starts a second send only once the first has settled, each once, in order', async () => {
    const events: string[] = [];
    let finishFirst = () => {};
    const first = oneAtATime(
      () =>
        new Promise<string>((done) => {
          events.push('first starts');
          finishFirst = () => {
            events.push('first settles');
            done('first');
          };
        }),
    );
    const second = oneAtATime(async () => {
      events.push('second starts');
      return 'second';
    });
    await new Promise((wait) => setTimeout(wait, 10));
    expect(events).toEqual(['first starts']);
    finishFirst();
    await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second']);
    expect(events).toEqual(['first starts', 'first settles', 'second starts']);
  });

  it('goes on after a send that threw', async () => {
    await expect(oneAtATime(() => Promise.reject(new Error('storage')))).rejects.toThrow('storage');
    await expect(oneAtATime(async () => 'next')).resolves.toBe('next');
  });
});
