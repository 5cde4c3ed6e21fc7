/**
 * How code inside a dialog asks for it to be opened: an event that bubbles from any element in
 * it. The page script (src/browser/page-script.js, which cannot import this) answers it, so every
 * dialog is opened, and given its history entry, in one place.
 */
export const OPEN_DIALOG_EVENT = 'dialog-open-request';

export const requestDialogOpen = (inside: Element | null | undefined) =>
  inside?.dispatchEvent(new Event(OPEN_DIALOG_EVENT, { bubbles: true }));
