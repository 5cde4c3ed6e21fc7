// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formStorage } from '../forms/sending/browser-storage';
import { callbackKind } from '../form-kinds/callback';
import { startFormLoader } from './form-loader';
import { emptyValues, parseKept } from '../forms/engine/values';

// The call-back form's contract with the loader: its markup names its draft's key and the field
// never kept (src/forms/parts/form-parts.tsx, EngineForm).
const DRAFT_KEY = formStorage(callbackKind).draft.key;
const DRAFT_OMIT = callbackKind.honeypot;
const OPENERS = callbackKind.openers;
const emptyFields = emptyValues(callbackKind);
const loadDraft = () => parseKept(callbackKind, sessionStorage.getItem(DRAFT_KEY)) ?? emptyFields;
import { reportStatus } from '../forms/engine/island-status';

const page = (restored: Record<string, string> = {}) => {
  document.body.innerHTML = `
    <div data-island data-state="loading">
      <form data-draft-key="${DRAFT_KEY}" data-draft-omit="${DRAFT_OMIT}" data-opener-choice="${OPENERS.choice}" data-opener-text="${OPENERS.text}">
        <input name="name"><input name="phone"><input name="location">
        <select name="emergencyType"><option value=""></option><option value="mold">Mold</option></select>
        <textarea name="message"></textarea><input name="company">
        <button type="submit">Send</button>
      </form>
    </div>
    <div data-form-notice="loading" tabindex="-1" hidden></div>
    <div data-form-notice="failed" tabindex="-1" hidden><button data-form-retry>Try again</button></div>`;
  const form = document.querySelector('form')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  for (const [name, value] of Object.entries(restored)) field(name).value = value;
  const script = document.createElement('script');
  script.dataset.islandScript = '/assets/island-entry.js';
  startFormLoader(script);
  const island = document.querySelector<HTMLElement>('[data-island]')!;
  const shown = () =>
    [...document.querySelectorAll<HTMLElement>('[data-form-notice]')]
      .filter((notice) => !notice.hidden)
      .map((notice) => notice.dataset.formNotice);
  return { form, field, island, shown };
};

describe('the form loader', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // jsdom lays nothing out.
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps what is typed before the form code arrives, as the form reads it back', () => {
    const { form, field } = page();
    const typed = {
      name: 'Jane Smith',
      location: '12 Example Road',
      emergencyType: 'mold',
      message: 'Black spots.',
      company: 'Acme Bots',
    };
    for (const [name, value] of Object.entries(typed)) field(name).value = value;
    form.dispatchEvent(new Event('input', { bubbles: true }));
    expect(loadDraft()).toEqual({ ...emptyFields, ...typed, company: '' });
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toContain('Acme');
  });

  it('fills the fields from a kept draft before the first keystroke, never over what is there', () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        name: 'Jane Smith',
        phone: '403-555-0188',
        message: 'Kept words',
        company: 'x',
      }),
    );
    // The browser restored one field itself, from the visitor's last visit to this page.
    const { form, field } = page({ phone: '587-555-0100' });
    expect(field('name').value).toBe('Jane Smith');
    expect(field('phone').value).toBe('587-555-0100');
    expect(field('company').value).toBe('');
    field('message').value = 'W';
    form.dispatchEvent(new Event('input', { bubbles: true }));
    expect(loadDraft()).toMatchObject({ name: 'Jane Smith', phone: '587-555-0100', message: 'W' });
  });

  it('lets an opener replace words another opener started, on this page or the next, never words the visitor wrote', () => {
    const openers = () => {
      document.body.insertAdjacentHTML(
        'beforeend',
        `<button data-request-type="other" data-request-text="An agreement for:">Ask</button>
         <button data-request-type="other" data-request-text="A loss at:">Assign</button>`,
      );
      const [agreement, loss] = document.querySelectorAll<HTMLButtonElement>('[data-request-type]');
      return { agreement: agreement!, loss: loss! };
    };
    let { field } = page();
    let { agreement, loss } = openers();
    agreement.click();
    expect(field('message').value).toBe('An agreement for:');
    loss.click();
    expect(field('message').value).toBe('A loss at:');

    // The next page, in the same tab: the draft brings the started words along.
    ({ field } = page());
    ({ agreement, loss } = openers());
    expect(field('message').value).toBe('A loss at:');
    agreement.click();
    expect(field('message').value).toBe('An agreement for:');
    expect(loadDraft().message).toBe('An agreement for:');

    field('message').value = 'An agreement for: 12 Example Road, 40 units';
    field('message').dispatchEvent(new Event('input', { bubbles: true }));
    loss.click();
    expect(field('message').value).toBe('An agreement for: 12 Example Road, 40 units');
  });

  it('writes the status the island reports, and goes on keeping the draft once the form runs', () => {
    const { form, field, island, shown } = page();
    reportStatus(island, 'hydrating');
    expect(island.dataset.state).toBe('hydrating');
    reportStatus(island, 'ready');
    expect(island.dataset.state).toBe('ready');
    field('name').value = 'Typed after';
    form.dispatchEvent(new Event('input', { bubbles: true }));
    expect(loadDraft().name).toBe('Typed after');
    expect(shown()).toEqual([]);
  });

  it('keeps each field within its maxlength, never half a character', () => {
    const { form, field } = page();
    field('name').maxLength = 5;
    field('name').value = 'Jane😀';
    form.dispatchEvent(new Event('input', { bubbles: true }));
    expect(loadDraft().name).toBe('Jane');
  });

  it('says why a press does nothing yet, and shows the one failure notice when the form fails', () => {
    const { form, island, shown } = page();
    form.requestSubmit();
    expect(shown()).toEqual(['loading']);
    expect(document.activeElement).toBe(document.querySelector('[data-form-notice="loading"]'));
    reportStatus(island, 'hydrating');
    reportStatus(island, 'failed');
    expect(island.dataset.state).toBe('failed');
    expect(shown()).toEqual(['failed']);
  });

  it('asks a form that ran and failed to render again, rather than fetch its code', async () => {
    const { island, shown } = page();
    let asked = 0;
    island.addEventListener('form-retry', (event) => {
      event.preventDefault();
      asked++;
      queueMicrotask(() => reportStatus(island, 'ready'));
    });
    reportStatus(island, 'hydrating');
    reportStatus(island, 'failed');
    document.querySelector<HTMLElement>('[data-form-retry]')!.click();
    expect(asked).toBe(1);
    expect(island.dataset.state).toBe('hydrating');
    await Promise.resolve();
    expect(island.dataset.state).toBe('ready');
    expect(shown()).toEqual([]);
  });
});
