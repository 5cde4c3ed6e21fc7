import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { fillPlaceholders } from '../../lib/fill-placeholders';
import { requestForms } from 'virtual:site-content/requestForms';
import type { ProblemWords } from '../parts/form-parts';
import { answerDue, timeOnClock } from '../engine/next-minute';
import { answerSettings } from '../sending/office-lines';
import type { Sent } from '../engine/outcome';
import { SentPanel } from '../parts/panels';
import type { FormEngine } from '../engine/use-form';

const { shared } = requestForms;

/** What every business form says of its problems, sending, and what was received. */
export const problemWords: ProblemWords = {
  fix: shared.fix,
  missing: shared.missing,
  notEmail: shared.notEmail,
  notDate: shared.notDate,
  futureDate: shared.futureDate,
};

const PRINTING = 'print-summary';

/**
 * What follows a business request: the reference, when the office answers, and the request as
 * the office received it, to copy or print (alone: the rest of the page is left off the sheet).
 */
export function Received({ form, sent }: { form: FormEngine; sent: Sent }) {
  const { kind, words } = form;
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = sent.request.params.message;
  const due = answerDue(kind.answer, sent.route.office, sent.sentAt, answerSettings());
  const copyText = () =>
    navigator.clipboard
      .writeText(text)
      .then(() => setCopy('copied'))
      .catch(() => setCopy('failed'));
  const print = () => {
    const root = document.documentElement;
    root.classList.add(PRINTING);
    addEventListener('afterprint', () => root.classList.remove(PRINTING), { once: true });
    window.print();
  };
  return (
    <SentPanel
      id={form.idOf('received')}
      heading={
        <>
          {shared.reference}{' '}
          <strong className="rounded bg-slate-100 px-2 py-1 font-mono tracking-widest">
            {sent.reference}
          </strong>
        </>
      }
      answer={[fillPlaceholders(words.sent, { time: timeOnClock(due, sent.sentAt) }), words.after]
        .filter(Boolean)
        .join(' ')}
      officeId={sent.route.office?.id ?? null}
      another={shared.another}
      onAnother={form.newRequest}
      className="print-summary"
    >
      <h4 className="font-semibold text-slate-900">{shared.summary}</h4>
      <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-md border border-slate-300 bg-slate-50 p-3 font-sans text-sm text-slate-900">
        {text}
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
      </div>
      <p role="status" className="text-sm text-slate-700 print:hidden">
        {copy === 'copied' && shared.copied}
        {copy === 'failed' && shared.copyFailed}
      </p>
    </SentPanel>
  );
}
