import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAGEVIEW,
  countedAddress,
  leadEvent,
  lineTap,
  markedEvent,
  optedOut,
  providerRequest,
  type AnalyticsConfig,
} from './events';

const lines = { '+14035550123': 'Calgary', '+18885550100': '24/7 line' };
const page = {
  href: 'https://www.example.com/services/water-damage/?utm_source=gbp&q=my+words#top',
  referrer: 'https://www.google.com/search?q=flooded+basement',
  title: 'Water damage',
  language: 'en-CA',
  screen: '390x844',
};
const plausible: AnalyticsConfig = {
  provider: 'plausible',
  endpoint: 'https://plausible.io/api/event',
  site: 'www.example.com',
  lines,
};
const umami: AnalyticsConfig = {
  ...plausible,
  provider: 'umami',
  endpoint: 'https://cloud.umami.is/api/send',
  site: 'a-website-id',
};

describe('the counted address', () => {
  it('keeps the campaign tags and drops every other query and the fragment', () => {
    expect(countedAddress(page.href)).toBe(
      'https://www.example.com/services/water-damage/?utm_source=gbp',
    );
    expect(countedAddress('https://www.example.com/?name=Jane')).toBe('https://www.example.com/');
    expect(countedAddress('')).toBe('');
  });

  it('never carries a value from outside a utm_ parameter', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4 }), fc.string({ minLength: 1 }), (word, key) => {
        fc.pre(!key.startsWith('utm_'));
        const url = new URL('https://www.example.com/');
        url.searchParams.set(key, word);
        url.hash = word;
        expect(countedAddress(url.href)).toBe('https://www.example.com/');
      }),
    );
  });
});

describe('a tap on a line', () => {
  it("is named by the line's office, as a call or a text", () => {
    expect(lineTap('tel:+14035550123', lines)).toEqual({
      name: 'Call: Calgary',
      props: { office: 'Calgary' },
    });
    expect(lineTap('sms:+14035550123', lines)?.name).toBe('Text: Calgary');
    expect(lineTap('tel:+18885550100', lines)?.name).toBe('Call: 24/7 line');
  });

  it("is not counted for another number, an e-mail, or a text that carries the visitor's words", () => {
    expect(lineTap('tel:+14165550000', lines)).toBeNull();
    expect(lineTap('mailto:info@example.com', lines)).toBeNull();
    expect(lineTap('sms:+14035550123?body=Basement%20flooded', lines)).toBeNull();
    expect(lineTap('tel:toString', lines)).toBeNull();
  });
});

describe('a lead', () => {
  it('names its kind of form, the office and the way it was handed off, and nothing else', () => {
    expect(leadEvent({ name: 'Request sent', office: 'Calgary', kind: 'callback' })).toEqual({
      name: 'Request sent',
      props: { kind: 'callback', office: 'Calgary' },
    });
    expect(
      leadEvent({
        name: 'Request failed',
        office: 'Calgary',
        kind: 'assignment',
        failure: { class: 'account', trouble: 'refused', status: 412 },
      }),
    ).toEqual({
      name: 'Request failed',
      props: {
        kind: 'assignment',
        office: 'Calgary',
        class: 'account',
        trouble: 'refused',
        status: '412',
      },
    });
    expect(
      leadEvent({
        name: 'Request failed',
        office: null,
        kind: 'callback',
        failure: { class: 'passing', trouble: 'timeout' },
      }).props,
    ).toEqual({ kind: 'callback', class: 'passing', trouble: 'timeout' });
    expect(
      leadEvent({ name: 'Request handed off', office: null, kind: 'profile', by: 'copy' }),
    ).toEqual({
      name: 'Request handed off',
      props: { kind: 'profile', by: 'copy' },
    });
  });
});

describe('an element the page marks to be counted', () => {
  it('is counted by its name, with its office when it names one', () => {
    expect(markedEvent({ counted: 'Review form opened', office: 'Calgary' })).toEqual({
      name: 'Review form opened',
      props: { office: 'Calgary' },
    });
    expect(markedEvent({ counted: 'Review page opened' })).toEqual({ name: 'Review page opened' });
    expect(markedEvent({ office: 'Calgary' })).toBeNull();
  });
});

describe('the visitor who asks not to be counted', () => {
  it('is not counted with Global Privacy Control or Do Not Track', () => {
    expect(optedOut({ globalPrivacyControl: true })).toBe(true);
    expect(optedOut({ doNotTrack: '1' })).toBe(true);
    expect(optedOut({ globalPrivacyControl: false, doNotTrack: '0' })).toBe(false);
    expect(optedOut({})).toBe(false);
  });
});

describe("each provider's request", () => {
  it("is Plausible's Events API: name, url, domain, referrer and props, as plain text", () => {
    const request = providerRequest(
      plausible,
      { name: 'Call: Calgary', props: { office: 'Calgary' } },
      page,
    );
    expect(request.url).toBe('https://plausible.io/api/event');
    expect(request.contentType).toBe('text/plain');
    expect(JSON.parse(request.body)).toEqual({
      name: 'Call: Calgary',
      url: 'https://www.example.com/services/water-damage/?utm_source=gbp',
      domain: 'www.example.com',
      referrer: 'https://www.google.com/search',
      props: { office: 'Calgary' },
    });
  });

  it("is Umami's sending stats: a page view has no name, an event has its name, data and page", () => {
    const view = JSON.parse(providerRequest(umami, PAGEVIEW, page).body);
    expect(view).toEqual({
      type: 'event',
      payload: {
        website: 'a-website-id',
        hostname: 'www.example.com',
        url: 'https://www.example.com/services/water-damage/?utm_source=gbp',
        referrer: 'https://www.google.com/search',
        title: 'Water damage',
        language: 'en-CA',
        screen: '390x844',
      },
    });
    const sent = providerRequest(
      umami,
      { name: 'Request sent', props: { office: 'Calgary' } },
      page,
    );
    expect(sent.url).toBe('https://cloud.umami.is/api/send');
    expect(sent.contentType).toBe('application/json');
    expect(JSON.parse(sent.body).payload).toMatchObject({
      name: 'Request sent',
      data: { office: 'Calgary', page: '/services/water-damage/' },
    });
  });
});
