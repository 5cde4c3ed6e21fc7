// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from 'virtual:site-content';
import { telHref } from '../../lib/phone';
import { LinkedList, LinkedParagraphs } from './linked-text';

const phone = siteConfig.emergencyPhone;
const email = siteConfig.email.general;
const texts = [`Call ${phone} at any hour.`, `Send the photos to ${email}.`];

describe('texts an owner writes, as lists and paragraphs', () => {
  it('make every phone number and e-mail address in a list a link, numbered when ordered', () => {
    render(<LinkedList ordered items={texts} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(within(items[0]!).getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      telHref(phone),
    );
    expect(within(items[1]!).getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
  });

  it('make them links in paragraphs too, a paragraph each', () => {
    const { container } = render(<LinkedParagraphs paragraphs={texts} />);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone));
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  });
});
