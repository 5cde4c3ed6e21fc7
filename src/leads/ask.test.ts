import { describe, expect, it } from 'vitest';
import { firstWords, pacer } from './ask';

describe('pacing a provider’s requests', () => {
  it('lets the first calls go at once, then waits so that no window holds more than its calls', async () => {
    let now = 0;
    const waits: number[] = [];
    const pace = pacer(3, 1_000, {
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
        now += ms;
      },
    });
    const sent: number[] = [];
    for (let i = 0; i < 7; i++) {
      await pace();
      sent.push(now);
      now += 10;
    }
    expect(waits.length).toBeGreaterThan(0);
    for (let i = 3; i < sent.length; i++)
      expect(sent[i]! - sent[i - 3]!, `call ${i + 1}`).toBeGreaterThanOrEqual(1_000);
    expect(sent.slice(0, 3)).toEqual([0, 10, 20]);
  });
});

describe('the first words of an answer that is not the API', () => {
  it('are its text without tags, scripts or styles, cut with an ellipsis', () => {
    expect(
      firstWords(
        '<html><head><title>Sign in</title><style>p{}</style><script>x()</script></head><body><p>Use   your account</p></body></html>',
      ),
    ).toBe('Sign in Use your account');
    expect(firstWords('a'.repeat(150), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});
