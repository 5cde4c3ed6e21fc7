import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { EmergencyCallLinks } from '../../components/emergency-call-links';
import { formText, siteConfig } from 'virtual:site-content';

const { notices } = formText;

/**
 * The form's code could not load or run: the phones, a retry (src/browser/form-loader.ts), and
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
      <p className="font-semibold">{notices.failedTitle}</p>
      <p>{notices.failedText}</p>
      <EmergencyCallLinks offices={siteConfig.offices} />
      <Button variant="outline" data-form-retry="" className="w-full sm:w-auto">
        {notices.retry}
      </Button>
    </div>
  );
}

/**
 * Shown by the form loader (src/browser/form-loader.ts) while the form's code is missing: a press
 * on its button before the code arrives, a code that failed to load, or no JavaScript at all.
 */
export function FormNotices({ noScript }: { noScript?: ReactNode }) {
  return (
    <>
      {/* Shown until script runs, by the page's gate (src/browser/enhance.css): WebKit draws nothing
          of a <noscript> in the body with scripts off. */}
      <div data-no-js="" className="hidden">
        <div className="space-y-3 rounded-lg border-2 border-slate-400 p-4 text-slate-900">
          {noScript ?? <p>{notices.noScript}</p>}
        </div>
      </div>
      <div
        data-form-notice="loading"
        role="status"
        tabIndex={-1}
        hidden
        className="rounded-lg border-2 border-slate-400 p-4 text-slate-900"
      >
        {notices.loading}
      </div>
      <FormFailedNotice data-form-notice="failed" hidden />
    </>
  );
}
