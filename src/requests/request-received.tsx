import { useEffect, useRef, useState } from 'react';
import { Button } from '../components/ui/button';
import { EmergencyCallLinks } from '../components/emergency-call-links';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { requestForms } from 'virtual:site-content/requestForms';
import type { Received } from './request-form';

const PRINTING = 'print-summary';

/**
 * What follows a business request: the reference, when the office answers, and the request as
 * the office received it, to copy or print (alone: the rest of the page is left off the sheet).
 */
export function RequestReceived({
  received,
  sent,
  onAnother,
}: {
  received: Received;
  sent: string;
  onAnother: () => void;
}) {
  const shared = requestForms.shared;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    const done = () => document.documentElement.classList.remove(PRINTING);
    addEventListener('afterprint', done);
    return () => removeEventListener('afterprint', done);
  }, []);
  const copyText = () =>
    navigator.clipboard
      .writeText(received.text)
      .then(() => setCopy('copied'))
      .catch(() => setCopy('failed'));
  const print = () => {
    document.documentElement.classList.add(PRINTING);
    window.print();
  };
  return (
    <section
      aria-labelledby={`received-${received.reference}`}
      className="print-summary space-y-4 rounded-lg border-2 border-emerald-700 p-4"
    >
      <h3
        id={`received-${received.reference}`}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900"
      >
        {shared.reference}{' '}
        <strong className="rounded bg-slate-100 px-2 py-1 font-mono tracking-widest">
          {received.reference}
        </strong>
      </h3>
      <p className="text-slate-800">{fillPlaceholders(sent, { time: received.answerBy })}</p>
      <div className="print:hidden">
        <EmergencyCallLinks first={received.officeId} />
      </div>
      <h4 className="font-semibold text-slate-900">{shared.summary}</h4>
      <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-md border border-slate-300 bg-slate-50 p-3 font-sans text-sm text-slate-900">
        {received.text}
      </pre>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button variant="outline" onClick={copyText}>
          {shared.copy}
        </Button>
        {typeof window.print === 'function' && (
          <Button variant="outline" onClick={print}>
            {shared.print}
          </Button>
        )}
        <Button variant="outline" onClick={onAnother}>
          {shared.another}
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700 print:hidden">
        {copy === 'copied' && shared.copied}
        {copy === 'failed' && shared.copyFailed}
      </p>
    </section>
  );
}
