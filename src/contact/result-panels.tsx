import { useEffect, useRef } from 'react';
import { Button } from '../components/ui/button';
import { SafetySteps } from '../components/safety-steps';
import { EmergencyCallLinks } from '../components/emergency-call-links';
import { Camera } from 'lucide-react';
import { formText, siteConfig } from 'virtual:site-content';
import { nextMinute } from './next-minute';
import type { Confirmation } from './send-state';
import type { FailureReason } from './submit-request';

const notice = 'rounded-lg border-2 bg-white p-4 text-slate-900 sm:col-span-2';

/**
 * After a send with no answer in time: it may have arrived, so call to be sure (the call links
 * follow, with the other ways); no blind resend.
 */
export function Unconfirmed({ reference }: { reference: string }) {
  const { unconfirmed } = formText;
  return (
    <div className="space-y-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-slate-900 sm:col-span-2">
      <p className="font-semibold">{unconfirmed.title}</p>
      <p>
        {unconfirmed.mayArrive} {formText.sent.reference}{' '}
        <strong className="font-mono tracking-widest">{reference}</strong>.{' '}
        {unconfirmed.callToBeSure}
      </p>
      <p className="text-sm text-slate-700">{unconfirmed.sameReference}</p>
    </div>
  );
}

/** A request that could not leave for want of a connection, waiting for it to return. */
export function WaitingForConnection({ onCancel }: { onCancel: () => void }) {
  return (
    <div role="status" className={`flex flex-wrap items-center gap-3 border-slate-500 ${notice}`}>
      <p className="flex-1">
        <span className="font-semibold">{formText.offline.title}</span> {formText.offline.text}
      </p>
      <Button variant="outline" onClick={onCancel}>
        {formText.offline.cancel}
      </Button>
    </div>
  );
}

/**
 * A request that waited and was not sent: after a reload, or because its automatic send failed
 * (the dialog opens on it). It goes only if the visitor says so.
 */
export function RestoredRequest({
  why,
  onSend,
  onKeep,
}: {
  why: 'reload' | FailureReason;
  onSend: () => void;
  onKeep: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const { waited } = formText;
  return (
    <div ref={ref} tabIndex={-1} role="status" className={`space-y-3 border-amber-600 ${notice}`}>
      <p>
        <span className="font-semibold">
          {why === 'timeout' ? waited.notConfirmed : waited.notSent}
        </span>{' '}
        {waited[why]}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onSend}>{waited.send}</Button>
        <Button variant="outline" onClick={onKeep}>
          {waited.keep}
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
  const { sent } = formText;
  const next = nextMinute(confirmation, siteConfig, sent);
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
        {sent.heading}
      </h3>
      <p className="text-slate-800">{next.callBack}</p>
      <EmergencyCallLinks first={next.officeId} />
      <p className="text-sm text-slate-700">{sent.hours}</p>
      <p className="text-slate-800">
        {sent.reference}{' '}
        <strong className="rounded bg-slate-100 px-2 py-1 font-mono text-lg tracking-widest">
          {confirmation.reference}
        </strong>
        <br />
        <span className="text-sm text-slate-600">{sent.quote}</span>
      </p>
      {next.photos && (
        <p className="space-y-2 text-slate-800">
          {next.photos.text}{' '}
          <a
            href={next.photos.href}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-slate-900 underline underline-offset-4"
          >
            <Camera aria-hidden="true" className="size-5 shrink-0" />
            {next.photos.label}
          </a>
        </p>
      )}
      <h4 className="font-semibold text-slate-900">{sent.whileYouWait}</h4>
      <SafetySteps type={confirmation.emergencyType} />
      <Button variant="outline" onClick={onNewRequest}>
        {sent.another}
      </Button>
    </section>
  );
}
