import { useState } from 'react';
import { Button, buttonClass } from '../components/ui/button';
import { EmergencyCallLinks } from '../sections/emergency-call-links';
import { siteConfig } from 'virtual:site-content';
import type { Failure } from './form-state';
import { handoffFor } from './handoff';

/**
 * When a send cannot go out: the same request, to the same office, by a call, a text message to
 * that office's mobile, an e-mail to the inbox it was routed to, or copied.
 */
export function OtherWays({ failure }: { failure: Failure }) {
  const office = siteConfig.offices.find((candidate) => candidate.id === failure.officeId);
  const handoff = handoffFor(failure.params, office?.mobile);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyRequest = () =>
    navigator.clipboard
      .writeText(handoff.text)
      .then(() => setCopy('copied'))
      .catch(() => setCopy('failed'));
  return (
    <div className="space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-900 sm:col-span-2">
      <p className="font-semibold">Call us now, or send the same request another way:</p>
      <EmergencyCallLinks compact first={failure.officeId} />
      <div className="grid gap-2 sm:grid-cols-3">
        {handoff.sms && (
          <a href={handoff.sms.href} className={buttonClass('outline')}>
            Send as text message
          </a>
        )}
        <a href={handoff.mailto.href} className={buttonClass('outline')}>
          Send by e-mail
        </a>
        <Button variant="outline" onClick={copyRequest}>
          Copy the request
        </Button>
      </div>
      {(handoff.sms?.shortened || handoff.mailto.shortened) && (
        <p className="text-sm text-slate-700">
          The description is shortened to fit a text message or an e-mail link; the whole of it
          stays in the form above.
        </p>
      )}
      <p role="status" className="text-sm text-slate-700">
        {copy === 'copied' && 'Copied: paste it into a message or an e-mail to us.'}
        {copy === 'failed' && 'This browser would not copy it: select the text below instead.'}
      </p>
      <details>
        <summary className="cursor-pointer text-sm font-medium">Show the request as text</summary>
        <textarea
          readOnly
          rows={8}
          aria-label="The request as text"
          value={handoff.text}
          className="mt-2 block w-full rounded-md border border-slate-400 bg-white p-2 text-sm"
        />
      </details>
    </div>
  );
}
