import { useEffect, useState } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { Toaster } from '../components/ui/toaster';
import { ContactForm } from './contact-form';
import { FORM_RETRY_EVENT, reportStatus } from './form-status';

export const CONTACT_ISLAND_ID = 'contact-form';

/** Says, once on screen, that the form works: again after each retry. */
function Reported({ container, status }: { container?: Element; status: 'ready' | 'failed' }) {
  useEffect(() => {
    if (container) reportStatus(container, status);
  }, [container, status]);
  return null;
}

/**
 * The one part of the page React runs in the browser: the form, its toasts and what follows a
 * send. A fault in the form's code is reported to the form loader, which shows the page's one
 * failure notice with the phones; its retry renders the form again, from the kept draft.
 */
export function ContactIsland({ container }: { container?: Element }) {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!container) return;
    const retry = (event: Event) => {
      event.preventDefault();
      setAttempt((count) => count + 1);
    };
    container.addEventListener(FORM_RETRY_EVENT, retry);
    return () => container.removeEventListener(FORM_RETRY_EVENT, retry);
  }, [container]);
  return (
    <>
      <ErrorBoundary
        key={attempt}
        fallback={() => <Reported container={container} status="failed" />}
      >
        <ContactForm />
        <Reported container={container} status="ready" />
      </ErrorBoundary>
      <Toaster />
    </>
  );
}
