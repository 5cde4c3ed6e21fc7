import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { CallLines } from './call-lines';
import { formWords } from 'virtual:site-content';
import { fillPlaceholders } from '../../lib/fill-placeholders';
import type { FailureReason } from '../sending/submit-request';
import type { Retrying } from '../sending/send';

const notice = 'rounded-lg border-2 bg-white p-4 text-slate-900 sm:col-span-2';

/**
 * After a send with no answer in time, on every form: it may have arrived, so call to be sure
 * (the call links follow, with the other ways); no blind resend.
 */
export function Unconfirmed({ reference }: { reference: string }) {
  const { unconfirmed } = formWords;
  return (
    <div className="space-y-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-slate-900 sm:col-span-2">
      <p className="font-semibold">{unconfirmed.title}</p>
      <p>
        {unconfirmed.mayArrive} {formWords.sent.reference}{' '}
        <strong className="font-mono tracking-widest">{reference}</strong>.{' '}
        {unconfirmed.callToBeSure}
      </p>
      <p className="text-sm text-slate-700">{unconfirmed.sameReference}</p>
    </div>
  );
}

/** "8:15:42 p.m.": when the next try goes, on the visitor's clock, to the second. */
const clockTime = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeStyle: 'medium' }).format(new Date(at));

/**
 * While the page tries a send again by itself: why the last try did not go (said once a try),
 * when the next goes, and the office's line meanwhile. Nothing to press.
 */
export function TryingAgain({ retrying }: { retrying: Retrying }) {
  const words = formWords.retrying;
  return (
    <div className={`space-y-3 border-amber-600 ${notice}`}>
      <p role="status">
        <span className="font-semibold">{words.title}</span> {words[retrying.trouble]}{' '}
        {fillPlaceholders(words.next, {
          try: String(retrying.nextTry),
          time: clockTime(retrying.at),
          reference: retrying.reference,
        })}
      </p>
      <CallLines first={retrying.officeId} />
    </div>
  );
}

/** EmailJS refuses the account: sending again from the page will not help (the other ways follow). */
export function AccountRefused() {
  return (
    <div role="alert" className={`space-y-2 border-red-700 ${notice}`}>
      <p className="font-semibold">{formWords.refused.title}</p>
      <p>{formWords.refused.text}</p>
    </div>
  );
}

/**
 * Whether this browser sends a waiting request with its page closed: Background Sync, through
 * the site's service worker (src/browser/service-worker.ts), which the page has given it to.
 */
const sendsWhenClosed = () =>
  typeof window !== 'undefined' && 'SyncManager' in window && !!navigator.serviceWorker?.controller;

/** A request that could not leave for want of a connection, waiting for it to return. */
export function WaitingForConnection({ onCancel }: { onCancel: () => void }) {
  const words = formWords.offline;
  return (
    <div role="status" className={`flex flex-wrap items-center gap-3 border-slate-500 ${notice}`}>
      <p className="flex-1">
        <span className="font-semibold">{words.title}</span> {words.text}{' '}
        {sendsWhenClosed() ? words.closeable : words.keepOpen}
      </p>
      <Button variant="outline" onClick={onCancel}>
        {formWords.offline.cancel}
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
  const { waited } = formWords;
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

/**
 * What follows a request that went out, on every form: its heading (focused, so a screen reader
 * starts there), when the office answers, the lines with the office's first, what the kind adds,
 * and a way to start another.
 */
export function SentPanel({
  id,
  heading,
  answer,
  officeId,
  another,
  onAnother,
  className = '',
  children,
}: {
  id: string;
  heading: ReactNode;
  answer: string;
  officeId: string | null;
  another: string;
  onAnother: () => void;
  className?: string;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby={id}
      className={`space-y-4 rounded-lg border-2 border-emerald-700 p-4 ${className}`}
    >
      <h3 id={id} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900">
        {heading}
      </h3>
      <p className="text-slate-800">{answer}</p>
      <div className="print:hidden">
        <CallLines first={officeId} />
      </div>
      {children}
      <Button variant="outline" onClick={onAnother} className="print:hidden">
        {another}
      </Button>
    </section>
  );
}
