// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pageScript from './page-script.js?raw';
import { OPEN_DIALOG_EVENT, requestDialogOpen } from '../lib/dialog-events';

// jsdom has neither Invoker Commands nor `closedby`, like the browsers the page script stands in
// for; nor does it have a modal dialog, so showModal() and close() only set and clear `open`.
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
});

// The script defers some work to after the next frame (a frame, then a task). Each test waits for
// that chain to run out, so none of it runs after the file's window is gone (an uncaught
// "location is not defined" that failed the run on a loaded machine).
afterEach(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));

type Point = { clientX: number; clientY: number };
const click = (element: Element | null, at: Point = { clientX: 0, clientY: 0 }, to = at) => {
  element?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, ...at }));
  element?.dispatchEvent(new MouseEvent('click', { bubbles: true, ...to }));
};

describe('the page script, in a browser without Invoker Commands or closedby', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="opener" type="button" command="show-modal" commandfor="privacy-policy">Privacy Policy</button>
      <dialog id="privacy-policy" closedby="any">
        <h2>Privacy Policy</h2>
        <button id="closer" type="button" command="close" commandfor="privacy-policy">Close</button>
      </dialog>`;
    new Function(pageScript)();
  });

  it('lacks the features it stands in for here', () => {
    expect('command' in HTMLButtonElement.prototype).toBe(false);
    expect('closedBy' in HTMLDialogElement.prototype).toBe(false);
  });

  it('opens a dialog from its button and closes it from its close button', () => {
    const dialog = document.getElementById('privacy-policy') as HTMLDialogElement;
    click(document.getElementById('opener'));
    expect(dialog.hasAttribute('open')).toBe(true);
    click(document.getElementById('closer'));
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('closes a dialog on a press that starts and ends outside it, and on no other', () => {
    const dialog = document.getElementById('privacy-policy') as HTMLDialogElement;
    dialog.getBoundingClientRect = () => new DOMRect(100, 100, 400, 300);
    const inside = { clientX: 200, clientY: 200 };
    const outside = { clientX: 20, clientY: 20 };
    click(document.getElementById('opener'));
    click(dialog, inside);
    click(dialog, inside, outside);
    click(dialog, outside, inside);
    expect(dialog.hasAttribute('open')).toBe(true);
    click(dialog, outside);
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('opens the dialog that code inside it asks for, and no other', () => {
    const dialog = document.getElementById('privacy-policy') as HTMLDialogElement;
    document
      .getElementById('opener')
      ?.dispatchEvent(new Event(OPEN_DIALOG_EVENT, { bubbles: true }));
    expect(dialog.hasAttribute('open')).toBe(false);
    requestDialogOpen(document.getElementById('closer'));
    expect(dialog.hasAttribute('open')).toBe(true);
  });
});
