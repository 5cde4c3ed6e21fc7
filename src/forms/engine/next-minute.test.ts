import { describe, expect, it } from 'vitest';
import { inZone } from '../../../tests/fixtures/clock';
import { callBackPromise, nextMinute } from './next-minute';

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

  it('counts a surge’s call-back while it holds the office, and the usual one after its end', () => {
    const sentAt = inZone(toronto, '2026-11-24', 600);
    const surge = {
      startsAt: new Date(sentAt.getTime() - 3_600_000).toISOString(),
      endsAt: new Date(sentAt.getTime() + 3_600_000).toISOString(),
      onSiteHours: 6,
      callBackHours: 2,
      servedFirst: ['Homes without heat'],
    };
    const held = { ...officeOf('toronto'), surge } as unknown as ReturnType<typeof officeOf>;
    const surged = {
      ...config,
      response: { ...config.response, callBackWhen: 'during business hours' },
    };
    const next = nextMinute({ reference: 'K7M2QX', office: held, sentAt }, surged, words);
    expect(next.callBack).toBe('We will call you back by 12:00 p.m.');
    expect(callBackPromise(held, sentAt, surged)).toBe('within 2 hours during business hours');
    const later = new Date(Date.parse(surge.endsAt));
    expect(callBackPromise(held, later, surged)).toBe('within 15 minutes during business hours');
    expect(
      nextMinute({ reference: 'K7M2QX', office: held, sentAt: later }, surged, words).callBack,
    ).toBe('We will call you back by 11:15 a.m.');
  });
});
