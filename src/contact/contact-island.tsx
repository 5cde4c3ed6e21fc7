import { useEffect } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { Toaster } from '../components/ui/toaster';
import { ContactForm } from './contact-form';
import { FormFailedNotice } from './form-notices';

export const CONTACT_ISLAND_ID = 'contact-form';

/** The one part of the page React runs in the browser: the form, its toasts and what follows a send. */
export function ContactIsland({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <>
      <ErrorBoundary fallback={(retry) => <FormFailedNotice onRetry={retry} />}>
        <ContactForm />
      </ErrorBoundary>
      <Toaster />
    </>
  );
}
