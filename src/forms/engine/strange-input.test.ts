// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphemes, isWellFormed, wellFormed } from '../../lib/text';
import { siteConfig } from 'virtual:site-content';
import { emergencyTypes } from '../../domain/emergency-types';
import { formStorage } from '../sending/browser-storage';
import { callbackKind, callbackWords } from '../../form-kinds/callback';
import type { FormValues } from '../../form-kinds/form-kind';
import { startFormLoader } from '../../browser/form-loader';
import { emptyValues, parseKept, toValues, withTyped } from './values';
import { handoffFor, MAILTO_URL_MAX, SHORTENED_NOTE, SMS_BODY_MAX } from '../sending/handoff';
import {
  createReference,
  parseAttempt,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  attemptFor,
  requestKey,
  type Attempt,
} from '../sending/reference';
import { routeRequest } from '../../domain/routing';
import { buildRequest as buildAny, oneLine, type Addressing } from '../sending/message';

// The call-back form, as the engine runs it.
const kind = callbackKind;
const maxLengths = Object.fromEntries([
  ...kind.fields.map(({ name, maxLength }) => [name, maxLength]),
  [kind.honeypot, 100],
]) as Record<'name' | 'phone' | 'email' | 'location' | 'message' | 'company', number>;
type ContactFields = Record<keyof typeof maxLengths | 'emergencyType', string>;
const emptyFields = emptyValues(kind);
const DRAFT_KEY = formStorage(kind).draft.key;
const DRAFT_OMIT = kind.honeypot;
const toFields = (saved: unknown) => toValues(kind, saved);
const loadDraft = () => parseKept(kind, sessionStorage.getItem(DRAFT_KEY)) ?? emptyFields;
const clearDraft = () => sessionStorage.removeItem(DRAFT_KEY);
const buildRequest = (fields: FormValues, addressing: Addressing) =>
  buildAny(kind, fields, callbackWords, addressing);
const referenceFor = (fields: FormValues, last: Attempt | null, create: () => string) =>
  attemptFor(requestKey(kind, fields), last, 0, create);

/** Inputs tried per property: docs/how-the-site-is-built.md says how many, and that none throws. */
export const PROPERTY_RUNS = 1000;
const runs = { numRuns: PROPERTY_RUNS };

// Whatever a visitor, a paste, a phone's keyboard or a script can put into a field.
const piece = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  // Lone surrogates: half an emoji, as a cut by UTF-16 index leaves.
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  // Right-to-left marks, embeddings and overrides; Arabic and Hebrew words.
  fc.constantFrom('\u200F', '\u200E', '\u202E', '\u2066', '\u2069', 'مرحبا', 'שלום'),
  // Combining characters, a few or a pile.
  fc.constantFrom('e\u0301', 'a\u0300\u0316\u0317', 'Z\u0351\u0352\u0353\u0354\u0355'),
  // Emoji: sequences joined by ZWJ, flags, skin tones, variation selectors.
  fc.constantFrom('👨‍👩‍👧‍👦', '🇨🇦', '🏳️‍🌈', '👍🏽', '🌊', '🧑‍🚒', '❤️'),
  // Pieces of addresses and of the message's own structure.
  fc.constantFrom('Airdrie', 'Toronto', ' Rd', ', ', 'T2P 1J9', 'L5B 2C9', '\n', '%', '&body='),
  fc.constantFrom('Description of Damage:\n', '\n\nSubmitted:', '<b>', '{{to_email}}'),
);
const strangeText = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));
/** Text at, just under and just over a length limit, made of two-unit characters or not. */
const textNear = (limit: number) =>
  fc
    .tuple(fc.constantFrom('💧', '👨‍👩‍👧‍👦', 'é', 'a', 'e\u0301'), fc.integer({ min: -3, max: 3 }))
    .map(([unit, over]) =>
      unit.repeat(Math.ceil((limit + over) / unit.length) + 1).slice(0, limit + over),
    );
const fieldText = (limit: number) => fc.oneof(strangeText, textNear(limit));

const strangeFields: fc.Arbitrary<ContactFields> = fc.record({
  name: fieldText(maxLengths.name),
  phone: fieldText(maxLengths.phone),
  email: fieldText(maxLengths.email),
  location: fieldText(maxLengths.location),
  emergencyType: fc.constantFrom('', ...emergencyTypes.map((type) => type.value)),
  message: fieldText(maxLengths.message),
  company: fc.constant(''),
});

const addressing = (reference = 'K7P2QX'): Addressing => ({
  inbox: siteConfig.email.inbox,
  office: 'Office: unknown location, sent to the main inbox',
  noReply: siteConfig.email.noReply,
  reference,
  submittedAt: new Date(0),
  sentFrom: '/',
  timeZone: 'America/Edmonton',
});

/** The text a link carries, decoded: throws if the link is not valid percent-encoding. */
const decoded = (href: string, from: string) =>
  decodeURIComponent(href.slice(href.indexOf(from) + from.length));

describe('the hand-off to a text message and an e-mail, for any input', () => {
  it('never throws, carries well-formed text, and cuts the description by whole characters', () => {
    fc.assert(
      fc.property(strangeFields, (fields) => {
        const handoff = handoffFor(
          buildRequest(fields, addressing()),
          siteConfig.offices[0].mobile ?? '403-555-0190',
        );
        const description = wellFormed(fields.message.trim());
        const bodies = [
          { link: handoff.sms!, body: decoded(handoff.sms!.href, 'body='), max: SMS_BODY_MAX },
          {
            link: handoff.mailto,
            body: decoded(handoff.mailto.href, 'body='),
            max: MAILTO_URL_MAX,
          },
        ];
        for (const { link, body } of bodies) {
          expect(isWellFormed(body)).toBe(true);
          if (!link.shortened) {
            expect(body).toContain(description);
            continue;
          }
          expect(body).toContain(SHORTENED_NOTE);
          // What is kept of the description is a run of its first whole characters.
          const heading = '\n\nDescription of Damage:\n';
          const start = body.indexOf(heading) + heading.length;
          const kept = body.slice(start, body.lastIndexOf(`… ${SHORTENED_NOTE}`));
          const characters = graphemes(description);
          const keptCharacters = graphemes(kept);
          expect(characters.slice(0, keptCharacters.length).join('').trimEnd()).toBe(kept);
        }
        expect(handoff.text).toContain(description);
      }),
      runs,
    );
  });

  it('fits the limit whenever the rest of the request leaves room for a word', () => {
    fc.assert(
      fc.property(fieldText(maxLengths.message), (message) => {
        const fields = {
          ...emptyFields,
          name: 'Jane',
          phone: '403-555-0188',
          location: 'Calgary',
          message,
        };
        const handoff = handoffFor(buildRequest(fields, addressing()), '403-555-0190');
        expect(handoff.mailto.href.length).toBeLessThanOrEqual(MAILTO_URL_MAX);
        expect(decoded(handoff.sms!.href, 'body=').length).toBeLessThanOrEqual(SMS_BODY_MAX);
      }),
      runs,
    );
  });
});

describe('the template parameters, for any input', () => {
  it('never throw, are well formed, and keep every word', () => {
    fc.assert(
      fc.property(strangeFields, (fields) => {
        const { params } = buildRequest(fields, addressing());
        for (const value of Object.values(params)) expect(isWellFormed(value)).toBe(true);
        expect(params.message).toContain(wellFormed(fields.message.trim()));
        expect(params.message).toContain(`\nName: ${oneLine(fields.name) || 'Not provided'}\n`);
        expect(params.to_email).toBe(siteConfig.email.inbox);
        expect(JSON.parse(JSON.stringify(params))).toEqual(params);
      }),
      runs,
    );
  });
});

describe('the routing, for any input', () => {
  const offices = siteConfig.offices;
  const placesOf = (office: (typeof offices)[number]) => [
    office.city,
    office.locality,
    ...office.areaServed,
  ];

  it('never throws and names an office of the list, or none', () => {
    fc.assert(
      fc.property(fieldText(maxLengths.location), (location) => {
        const route = routeRequest(location, offices, siteConfig.email.inbox);
        expect(route.office === null || offices.includes(route.office)).toBe(true);
        expect(route.line.startsWith('Office: ')).toBe(true);
      }),
      runs,
    );
  });

  it('goes by the town named after the street, whatever the street is named after', () => {
    const pairs = offices.flatMap((street) =>
      offices
        .filter((town) => town !== street)
        .flatMap((town) =>
          placesOf(street)
            .filter((place) => !placesOf(town).includes(place))
            .map((place) => ({ place, town })),
        ),
    );
    if (pairs.length === 0) return;
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.integer({ min: 1, max: 99999 }),
        fc.constantFrom('Rd', 'Road', 'St', 'Street', 'Ave', 'Drive', 'Cres', 'Trail SE', 'Way NW'),
        fc.constantFrom(', ', ' ', ',\n'),
        ({ place, town }, number, kind, separator) => {
          const location = `${number} ${place} ${kind}${separator}${town.city}`;
          expect(routeRequest(location, offices, siteConfig.email.inbox).office).toBe(town);
        },
      ),
      runs,
    );
  });
});

describe('the reference, for any input', () => {
  it('is the same for the same words give or take spaces, and never throws', () => {
    fc.assert(
      fc.property(strangeFields, fc.uint8Array({ minLength: 6, maxLength: 6 }), (fields, bytes) => {
        const create = () => createReference((array) => (array.set(bytes), array));
        const first = referenceFor(fields, null, create);
        expect(first.reference).toMatch(
          new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`),
        );
        const spaced = { ...fields, name: ` ${fields.name.replace(/ /g, '  ')}\t` };
        expect(requestKey(kind, spaced)).toBe(first.key);
        expect(referenceFor(spaced, first, () => 'NEWREF')).toEqual(first);
        expect(parseAttempt(JSON.stringify(first))).toEqual(first);
      }),
      runs,
    );
  });

  it('reads anything stored without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(strangeText, fc.json()), (stored) => {
        const attempt = parseAttempt(stored);
        expect(attempt === null || typeof attempt.reference === 'string').toBe(true);
      }),
      runs,
    );
  });
});

describe('the draft, for any input', () => {
  // The form as the page renders it, each field with its maxlength, kept by the form loader.
  let form: HTMLFormElement;
  beforeAll(() => {
    const text = (name: keyof typeof maxLengths) =>
      `<input name="${name}" maxlength="${maxLengths[name]}">`;
    document.body.innerHTML = `<div data-island><form data-draft-key="${DRAFT_KEY}" data-draft-omit="${DRAFT_OMIT}">
      ${text('name')}${text('phone')}${text('email')}${text('location')}
      <select name="emergencyType"><option value=""></option>${emergencyTypes.map((type) => `<option value="${type.value}"></option>`).join('')}</select>
      <textarea name="message" maxlength="${maxLengths.message}"></textarea>${text('company')}
    </form></div>`;
    form = document.querySelector('form')!;
    const script = document.createElement('script');
    script.dataset.islandScript = '/assets/island-entry.js';
    startFormLoader(script);
  });
  beforeEach(() => clearDraft());

  it('bounds every field by whole characters, and comes back as it was kept', () => {
    fc.assert(
      fc.property(strangeFields, (typed) => {
        const fields = toFields(typed);
        for (const key of Object.keys(maxLengths) as Array<keyof typeof maxLengths>) {
          const original = wellFormed(typed[key]);
          const cut = fields[key]!;
          expect(cut.length).toBeLessThanOrEqual(maxLengths[key]);
          expect(isWellFormed(cut)).toBe(true);
          expect(original.startsWith(cut)).toBe(true);
          // Cut at a character's edge, and no shorter than needed.
          const characters = graphemes(original);
          const kept = graphemes(cut).length;
          expect(characters.slice(0, kept).join('')).toBe(cut);
          if (kept < characters.length)
            expect(cut.length + characters[kept]!.length).toBeGreaterThan(maxLengths[key]);
        }
        // What the fields hold (a one-line field drops line breaks) is what comes back.
        for (const [name, value] of Object.entries(fields))
          (form.elements.namedItem(name) as HTMLInputElement).value = value;
        form.dispatchEvent(new Event('input', { bubbles: true }));
        const held = Object.fromEntries(new FormData(form)) as Record<string, string>;
        expect(loadDraft()).toEqual({ ...toFields(held), company: '' });
      }),
      runs,
    );
  });

  it('reads anything stored, and never drops a typed word when merging', () => {
    fc.assert(
      fc.property(fc.anything(), strangeFields, (stored, typed) => {
        const draft = toFields(stored);
        const merged = withTyped(kind, draft, { ...typed });
        const bounded = toFields(typed);
        for (const key of Object.keys(emptyFields) as Array<keyof ContactFields>)
          expect(merged[key]).toBe(bounded[key] !== '' ? bounded[key] : draft[key]);
      }),
      runs,
    );
  });
});
