import { describe, expect, it } from 'vitest';
import { emailLimits, formatEmail, MAX_PAYLOAD_BYTES, readEmailRequest } from './local-emailjs.mjs';

const request = (params: Record<string, string>) =>
  JSON.stringify({ user_id: 'k', service_id: 's', template_id: 't', template_params: params });

/** The local outbox refuses what EmailJS refuses: variables over 50 KB, attachments aside. */
describe('the local outbox', () => {
  it('refuses variables over 50 KB', () => {
    const result = readEmailRequest(request({ message: 'x'.repeat(MAX_PAYLOAD_BYTES + 1) }));
    expect(result).toEqual({ error: expect.stringContaining('Variables size limit') });
  });

  it('takes a larger attachment beside small variables, and names it in the e-mail', () => {
    const pdf = Buffer.alloc(60 * 1024, 1).toString('base64');
    const result = readEmailRequest(
      request({ message: 'An application', resume: `data:application/pdf;base64,${pdf}` }),
    );
    expect('email' in result).toBe(true);
    if (!('email' in result)) return;
    expect(formatEmail(result.email)).toContain('Attached:  resume (application/pdf, 61440 bytes)');
  });
});

describe('the stand-in’s limits, as EmailJS documents them', () => {
  it('takes one request a second and answers the others 429', () => {
    let now = 0;
    const limited = emailLimits({ now: () => now });
    expect(limited()).toBeNull();
    now = 999;
    expect(limited()).toMatchObject({ status: 429 });
    now = 1_000;
    expect(limited()).toBeNull();
  });

  it('refuses every request past its quota with a 4xx that is not 429', () => {
    let now = 0;
    const limited = emailLimits({ quota: 2, now: () => (now += 5_000) });
    expect([limited(), limited()]).toEqual([null, null]);
    const refused = limited();
    expect(refused?.status).toBeGreaterThanOrEqual(400);
    expect(refused?.status).toBeLessThan(500);
    expect(refused?.status).not.toBe(429);
  });
});
