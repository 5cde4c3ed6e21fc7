import { describe, expect, it } from 'vitest';
import { LOCAL_EMAIL_SETTINGS, resolveEmailSettings } from './email-settings';
import { DEFAULT_EMAILJS_ORIGIN } from './site-constants.mjs';

const complete = {
  VITE_EMAILJS_PUBLIC_KEY: 'pk_123',
  VITE_EMAILJS_SERVICE_ID: 'service_abc',
  VITE_EMAILJS_TEMPLATE_ID: 'template_xyz',
};

describe('resolveEmailSettings', () => {
  it('uses the EmailJS API when every id is set', () => {
    expect(resolveEmailSettings(complete, { local: 'never' })).toEqual({
      settings: {
        publicKey: 'pk_123',
        serviceId: 'service_abc',
        templateId: 'template_xyz',
        origin: DEFAULT_EMAILJS_ORIGIN,
      },
      problems: [],
      local: false,
    });
  });

  it('names each missing id in a production build', () => {
    const { problems } = resolveEmailSettings(
      { VITE_EMAILJS_SERVICE_ID: 'service_abc' },
      { local: 'never' },
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^VITE_EMAILJS_PUBLIC_KEY is not set/);
    expect(problems[1]).toMatch(/^VITE_EMAILJS_TEMPLATE_ID is not set/);
  });

  it('falls back to the local outbox when asked to', () => {
    expect(resolveEmailSettings({}, { local: 'fallback' })).toEqual({
      settings: LOCAL_EMAIL_SETTINGS,
      problems: [],
      local: true,
    });
  });

  it('sends to the local outbox when told to always, whatever ids the environment holds', () => {
    expect(resolveEmailSettings(complete, { local: 'always' })).toEqual({
      settings: LOCAL_EMAIL_SETTINGS,
      problems: [],
      local: true,
    });
    expect(resolveEmailSettings(complete, { local: 'fallback' }).local).toBe(false);
  });

  it('takes a custom origin and drops its trailing slash', () => {
    const { settings, problems } = resolveEmailSettings(
      { ...complete, VITE_EMAILJS_ORIGIN: 'https://emailjs.example.com/' },
      { local: 'never' },
    );
    expect(problems).toEqual([]);
    expect(settings.origin).toBe('https://emailjs.example.com');
  });

  it('refuses an origin that is not https', () => {
    const { problems } = resolveEmailSettings(
      { ...complete, VITE_EMAILJS_ORIGIN: 'http://api.emailjs.com' },
      { local: 'never' },
    );
    expect(problems).toEqual([
      'VITE_EMAILJS_ORIGIN "http://api.emailjs.com" must start with https://.',
    ]);
  });

  describe('the second route', () => {
    it("is another service of the same account, through the route's own template, when only its service is set", () => {
      const { settings, problems } = resolveEmailSettings(
        { ...complete, VITE_EMAILJS_FALLBACK_SERVICE_ID: 'service_backup' },
        { local: 'never' },
      );
      expect(problems).toEqual([]);
      expect(settings.fallback).toEqual({
        serviceId: 'service_backup',
        templateId: null,
        publicKey: null,
      });
    });

    it("is a second account's, with its key and its own template", () => {
      const { settings, problems } = resolveEmailSettings(
        {
          ...complete,
          VITE_EMAILJS_FALLBACK_SERVICE_ID: 'service_b',
          VITE_EMAILJS_FALLBACK_TEMPLATE_ID: 'template_b',
          VITE_EMAILJS_FALLBACK_PUBLIC_KEY: 'pk_b',
        },
        { local: 'never' },
      );
      expect(problems).toEqual([]);
      expect(settings.fallback).toEqual({
        serviceId: 'service_b',
        templateId: 'template_b',
        publicKey: 'pk_b',
      });
    });

    it("refuses a second account's key without its template, and a template without a service", () => {
      expect(
        resolveEmailSettings(
          {
            ...complete,
            VITE_EMAILJS_FALLBACK_SERVICE_ID: 's',
            VITE_EMAILJS_FALLBACK_PUBLIC_KEY: 'k',
          },
          { local: 'never' },
        ).problems,
      ).toEqual([expect.stringMatching(/^VITE_EMAILJS_FALLBACK_TEMPLATE_ID is not set/)]);
      expect(
        resolveEmailSettings(
          { ...complete, VITE_EMAILJS_FALLBACK_TEMPLATE_ID: 't' },
          { local: 'never' },
        ).problems,
      ).toEqual([expect.stringMatching(/^VITE_EMAILJS_FALLBACK_SERVICE_ID is not set/)]);
    });

    it('has none unless set, and goes to the local outbox under ids of its own in a local build', () => {
      expect(resolveEmailSettings(complete, { local: 'never' }).settings.fallback).toBeUndefined();
      expect(resolveEmailSettings(complete, { local: 'always' }).settings.fallback).toBeUndefined();
      const local = resolveEmailSettings(
        { ...complete, VITE_EMAILJS_FALLBACK_SERVICE_ID: 'service_backup' },
        { local: 'always' },
      ).settings;
      expect(local.origin).toBeNull();
      expect(local.fallback?.serviceId).not.toBe(local.serviceId);
    });
  });
});
