import { useEffect, useRef } from 'react';
import { Button } from '../components/ui/button';
import { SafetySteps } from '../components/safety-steps';
import { callBackWithin } from '../content/promises';
import { EmergencyCallLinks } from '../components/emergency-call-links';
import { siteConfig } from 'virtual:site-content';
import type { Confirmation } from './form-state';
import type { FailureReason } from './submit-request';

const notice = 'rounded-lg border-2 bg-white p-4 text-slate-900 sm:col-span-2';

/**
 * After a send with no answer in time: it may have arrived, so call to be sure (the call links
 * follow, with the other ways); no blind resend.
 */
export function Unconfirmed({ reference }: { reference: string }) {
  return (
    <div className="space-y-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-slate-900 sm:col-span-2">
      <p className="font-semibold">We could not confirm that your request reached us.</p>
      <p>
        It may still arrive. Your request reference:{' '}
        <strong className="font-mono tracking-widest">{reference}</strong>. Call us to be sure, and
        quote it.
      </p>
      <p className="text-sm text-slate-700">
        Sending it again keeps the same reference, so we see one request, not two.
      </p>
    </div>
  );
}

/** A request that could not leave for want of a connection, waiting for it to return. */
export function WaitingForConnection({ onCancel }: { onCancel: () => void }) {
  return (
    <div role="status" className={`flex flex-wrap items-center gap-3 border-slate-500 ${notice}`}>
      <p className="flex-1">
        <span className="font-semibold">No connection right now.</span> Your request will go out by
        itself, once, as soon as the connection returns.
      </p>
      <Button variant="outline" onClick={onCancel}>
        Cancel automatic sending
      </Button>
    </div>
  );
}

const NOT_SENT = 'Your request below has not been sent.';
const waitedBecause = {
  reload: [NOT_SENT, 'It was waiting for a connection when the page reloaded.'],
  error: [
    NOT_SENT,
    'It went out by itself when the connection returned, and could not be delivered.',
  ],
  timeout: [
    'Your request below was not confirmed.',
    'It went out by itself when the connection returned and no answer came: it may still reach us, so call to be sure. Sending it again keeps its reference.',
  ],
  offline: [NOT_SENT, 'It is waiting for a connection.'],
} as const satisfies Record<'reload' | FailureReason, readonly [string, string]>;

/**
 * A request that waited and was not sent: after a reload, or because its automatic send failed
 * (the dialog opens on it). It goes only if the visitor says so.
 */
export function RestoredRequest({
  why,
  onSend,
  onKeep,
}: {
  why: keyof typeof waitedBecause;
  onSend: () => void;
  onKeep: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={`space-y-3 border-amber-600 ${notice}`}>
      <p>
        <span className="font-semibold">{waitedBecause[why][0]}</span> {waitedBecause[why][1]}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onSend}>Send it now</Button>
        <Button variant="outline" onClick={onKeep}>
          Not now
        </Button>
      </div>
    </div>
  );
}

export function WhatHappensNext({
  confirmation,
  onNewRequest,
}: {
  confirmation: Confirmation;
  onNewRequest: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="next-title"
      className="space-y-4 rounded-lg border-2 border-emerald-700 p-4"
    >
      <h3
        id="next-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900"
      >
        What happens next
      </h3>
      <p className="text-slate-800">
        We will call you back {callBackWithin(siteConfig.response)}. If it cannot wait, call us now:
      </p>
      <EmergencyCallLinks compact first={confirmation.officeId} />
      <p className="text-sm text-slate-700">
        Business hours: {siteConfig.response.businessHours}. A request sent outside them is called
        back when they begin; the 24/7 lines send a crew at any hour.
      </p>
      <p className="text-slate-800">
        Your request reference:{' '}
        <strong className="rounded bg-slate-100 px-2 py-1 font-mono text-lg tracking-widest">
          {confirmation.reference}
        </strong>
        <br />
        <span className="text-sm text-slate-600">
          Quote it when we call, so we find your request at once.
        </span>
      </p>
      <h4 className="font-semibold text-slate-900">While you wait</h4>
      <SafetySteps type={confirmation.emergencyType} />
      <Button variant="outline" onClick={onNewRequest}>
        Send another request
      </Button>
    </section>
  );
}
