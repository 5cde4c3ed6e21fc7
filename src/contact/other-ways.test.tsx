import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { telHref, toE164 } from '../lib/phone';
import { siteConfig } from 'virtual:site-content';
import { OtherWays } from './other-ways';

const params = {
  to_email: 'office-inbox@example.test',
  reply_to: 'jane@example.net',
  from_name: 'Jane Smith',
  subject: 'Emergency Contact: Mold Issues',
  message: 'Reference: K7P2QX\nName: Jane Smith\n\nDescription of Damage:\nBlack spots.',
};
const failure = (officeId: string | null) =>
  ({ reference: 'K7P2QX', reason: 'error', params, officeId }) as const;

describe('the other ways to send a request that could not go out', () => {
  it('all go to the office the request was routed to: its line first, its mobile, its inbox', () => {
    const office = siteConfig.offices.at(-1)!;
    render(<OtherWays failure={failure(office.id)} />);
    const calls = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('tel:'));
    expect(calls[0]).toHaveAttribute('href', telHref(office.phone));
    const sms = screen.queryByRole('link', { name: 'Send as text message' });
    if (office.mobile)
      expect(sms?.getAttribute('href')).toMatch(
        new RegExp(`^sms:\\${toE164(office.mobile)}\\?body=`),
      );
    else expect(sms).toBeNull();
    const mail = new URL(
      screen.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href')!,
    );
    expect(mail.pathname).toBe(params.to_email);
  });

  it('offer no text message to another office when the request names none', () => {
    render(<OtherWays failure={failure(null)} />);
    expect(screen.queryByRole('link', { name: 'Send as text message' })).toBeNull();
    const calls = within(screen.getByText(/Call us now/).parentElement!).getAllByRole('link');
    expect(calls.filter((a) => a.getAttribute('href')?.startsWith('tel:'))).toHaveLength(
      siteConfig.offices.length,
    );
  });
});
