import type { ComponentProps } from 'react';
import { Button } from '../components/ui/button';
import { EmergencyCallLinks } from '../components/emergency-call-links';

/**
 * The form's code could not load or run: the phones, a retry (src/contact/form-loader.ts), and
 * the promise that nothing is lost.
 */
function FormFailedNotice(props: ComponentProps<'div'>) {
  return (
    <div
      role="alert"
      tabIndex={-1}
      className="space-y-3 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-slate-900"
      {...props}
    >
      <p className="font-semibold">The form could not load.</p>
      <p>Nothing you typed is lost. Call us now, or try loading the form again.</p>
      <EmergencyCallLinks compact />
      <Button variant="outline" data-form-retry="" className="w-full sm:w-auto">
        Try again
      </Button>
    </div>
  );
}

/**
 * Shown by the form loader (src/contact/form-loader.ts) while the form's code is missing: a press
 * on its button before the code arrives, a code that failed to load, or no JavaScript at all.
 */
export function FormNotices() {
  return (
    <>
      <noscript>
        <p className="rounded-lg border-2 border-slate-400 p-4 text-slate-900">
          The form needs JavaScript, which is off in this browser. Please call us on a number above:
          we answer 24/7.
        </p>
      </noscript>
      <div
        data-form-notice="loading"
        role="status"
        tabIndex={-1}
        hidden
        className="rounded-lg border-2 border-slate-400 p-4 text-slate-900"
      >
        The form is still loading on this connection. What you typed is kept: press the button again
        in a moment, or call us now on a number above.
      </div>
      <FormFailedNotice data-form-notice="failed" hidden />
    </>
  );
}
