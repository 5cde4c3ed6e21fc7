/**
 * Where the form's code is, written by one hand only (the form loader, src/browser/form-loader.ts)
 * as the island's `data-state`: 'loading' until its code runs (the pre-rendered value),
 * 'hydrating' while it takes over the pre-rendered form, 'ready', or 'failed' (the code could not
 * load, or threw).
 */
export type FormStatus = 'loading' | 'hydrating' | 'ready' | 'failed';

/** What the island reports to the loader, as a CustomEvent on its container; detail: a FormStatus. */
export const FORM_STATUS_EVENT = 'form-status';
/**
 * What the loader asks of an island that has run and failed: render the form again. A cancelable
 * event: the island cancels it to say it will; otherwise the loader fetches the code again.
 */
export const FORM_RETRY_EVENT = 'form-retry';

/** The island's side: tells the loader, which writes it. */
export function reportStatus(container: Element, status: Exclude<FormStatus, 'loading'>): void {
  container.dispatchEvent(new CustomEvent<FormStatus>(FORM_STATUS_EVENT, { detail: status }));
}
