import { describe, expect, it } from 'vitest';
import { inZone } from '../../../tests/fixtures/clock';
import { nextMinute } from './next-minute';

const calgary = 'America/Edmonton';
const toronto = 'America/Toronto';

// The visitor's own clock: Toronto's.
process.env.TZ = 'America/Toronto';

const office = (id: string, city: string, timeZone: string, mobile?: string) => ({
  id,
  city,
  timeZone,
  ...(mobile ? { mobile } : {}),
});
const config = {
  offices: [
    office('calgary', 'Calgary', 'America/Edmonton'),
    office('toronto', 'Toronto', 'America/Toronto', '416-555-0191'),
  ],
  response: {
    callBackMinutes: 15,
    businessHours: { days: 'Monday to Friday', opens: '08:00', closes: '18:00' },
  },
} as unknown as Parameters<typeof nextMinute>[1];
const officeOf = (id: string) => config.offices.find((each) => each.id === id)!;
const words = {
  callBackBy: 'We will call you back by {{time}}',
  afterHours: 'Our {{city}} office calls when its hours begin, by {{time}}.',
  photos: 'Text them to {{city}}.',
  photosLink: 'Text photos to {{city}}',
  photosBody: 'Request {{reference}}: photos of the damage.',
};

describe('nextMinute', () => {
  it('gives the call-back as a time on the visitor’s clock, and a text message with the reference', () => {
    const next = nextMinute(
      {
        reference: 'K7M2QX',
        office: officeOf('toronto'),
        sentAt: inZone(toronto, '2026-11-24', 600),
      },
      config,
      words,
    );
    expect(next.callBack).toBe('We will call you back by 10:15 a.m.');
    expect(next.photos).toEqual({
      text: 'Text them to Toronto.',
      label: 'Text photos to Toronto',
      href: 'sms:+14165550191?body=Request%20K7M2QX%3A%20photos%20of%20the%20damage.',
    });
  });

  it('says when the hours begin near their end, and names the day, and offers no text without a mobile', () => {
    const next = nextMinute(
      // Friday 17:55 in Calgary, closing at 18:00.
      {
        reference: 'K7M2QX',
        office: officeOf('calgary'),
        sentAt: inZone(calgary, '2026-11-27', 1075),
      },
      config,
      words,
    );
    // 5 minutes on Friday, 10 on Monday from 8:00 in Calgary: 10:10 a.m. for a visitor in Toronto
    // (9:10 while Alberta keeps daylight time and Ontario does not).
    expect(next.callBack).toMatch(
      /^Our Calgary office calls when its hours begin, by (9|10):10 a\.m\. on Monday\.$/,
    );
    expect(next.photos).toBeNull();
  });
});
