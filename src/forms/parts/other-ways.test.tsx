// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { telHref, toE164 } from '../../lib/phone';
import { formText, siteConfig } from 'virtual:site-content';
import { callbackKind, callbackWords } from '../../form-kinds/callback';
import { loadOffices } from '../sending/office-lines';
import { OtherWays } from './other-ways';
import { requestNow } from '../sending/send';
import { emptyValues } from '../engine/values';

const failure = { reference: 'K7P2QX', reason: 'error', submittedAt: 0 } as const;
const request = (location: string, message = 'Black spots on the bathroom ceiling.') => ({
  ...emptyValues(callbackKind),
  name: 'Jane Smith',
  phone: '403-555-0188',
  location,
  emergencyType: 'mold',
  message,
});
/** The other ways as the engine gives them: the request as the form holds it now. */
const ways = (values: Record<string, string>) => {
  const { route, request } = requestNow(callbackKind, values, callbackWords, failure);
  return <OtherWays request={request} office={route.office} kind={callbackKind.name} />;
};
const mailto = () =>
  new URL(screen.getByRole('link', { name: formText.otherWays.email }).getAttribute('href')!);

describe('the other ways to send a request that could not go out', () => {
  // As a send has fetched them (src/forms/engine/use-form.ts).
  beforeAll(() => loadOffices());

  it('all go to the office the location names: its line first, its mobile, its inbox', () => {
    const office = siteConfig.offices.at(-1)!;
    render(ways(request(`12 Example Road, ${office.city}`)));
    const calls = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('tel:'));
    expect(calls[0]).toHaveAttribute('href', telHref(office.phone));
    const sms = screen.queryByRole('link', { name: formText.otherWays.sms });
    if (office.mobile)
      expect(sms?.getAttribute('href')).toMatch(
        new RegExp(`^sms:\\${toE164(office.mobile)}\\?body=`),
      );
    else expect(sms).toBeNull();
    expect(mailto().pathname).toBe(office.inbox ?? siteConfig.email.inbox);
    expect(mailto().searchParams.get('body')).toContain('Reference: K7P2QX');
  });

  it('carry the words the form holds now', () => {
    const office = siteConfig.offices[0];
    const location = `12 Example Road, ${office.city}`;
    const { rerender } = render(ways(request(location)));
    rerender(ways(request(location, 'It is in the attic too.')));
    expect(mailto().searchParams.get('body')).toContain('It is in the attic too.');
    expect(mailto().searchParams.get('body')).not.toContain('Black spots');
  });

  it('offer no text message to another office when the request names none', () => {
    render(ways(request('Somewhere unknown')));
    expect(screen.queryByRole('link', { name: formText.otherWays.sms })).toBeNull();
    const calls = within(screen.getByText(/Call us now/).parentElement!).getAllByRole('link');
    // Beyond two offices, the 24/7 line comes before every office's.
    const { length } = siteConfig.offices;
    expect(calls.filter((a) => a.getAttribute('href')?.startsWith('tel:'))).toHaveLength(
      length <= 2 ? length : length + 1,
    );
  });
});
