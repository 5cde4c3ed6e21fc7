import { useMemo, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { CallLines } from './call-lines';
import { REQUEST_EVENTS, reportLead, type HandoffWay } from '../../domain/lead-events';
import { handoffFor } from '../sending/handoff';
import type { EmailRequest } from '../sending/message';
import type { Office } from '../../content/types';
import { formWords } from 'virtual:site-content';

/**
 * When a send cannot go out: the request as the form holds it now (a word corrected since goes
 * too, worked out by the engine), under the reference it was tried with, to the office its place
 * names (the main inbox's when none), by a call, a text message to that office's mobile, an
 * e-mail to its inbox, or copied; a kind with an inbox of its own, by e-mail to it or copied.
 */
export function OtherWays({
  request,
  office,
  kind,
  own,
}: {
  request: EmailRequest;
  office: Pick<Office, 'id' | 'city' | 'mobile'> | null;
  /** The kind of form, for the lead it counts. */
  kind: string;
  /**
   * A kind with an inbox of its own (an application, to the careers e-mail): its e-mail alone,
   * under its own words; no emergency line, no office mobile.
   */
  own?: { to: string; lead: string };
}) {
  const handoff = useMemo(
    () => handoffFor(request, office?.mobile, own?.to),
    [request, office, own?.to],
  );
  const officeId = office?.id ?? null;
  const handedOff = (by: HandoffWay) => () =>
    reportLead({ name: REQUEST_EVENTS.handedOff, office: office?.city ?? null, kind, by });
  const words = formWords.otherWays;
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyRequest = () =>
    navigator.clipboard
      .writeText(handoff.text)
      .then(() => {
        setCopy('copied');
        handedOff('copy')();
      })
      .catch(() => setCopy('failed'));
  return (
    <div className="space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-900 sm:col-span-2">
      <p className="font-semibold">{own ? own.lead : words.lead}</p>
      {!own && <CallLines first={officeId} />}
      <div className="grid gap-2 sm:grid-cols-3">
        {handoff.sms && (
          <a href={handoff.sms.href} onClick={handedOff('text')} className={buttonClass('outline')}>
            {words.sms}
          </a>
        )}
        <a
          href={handoff.mailto.href}
          onClick={handedOff('e-mail')}
          className={buttonClass('outline')}
        >
          {words.email}
        </a>
        <Button variant="outline" onClick={copyRequest}>
          {words.copy}
        </Button>
      </div>
      {(handoff.sms?.shortened || handoff.mailto.shortened) && (
        <p className="text-sm text-slate-700">{words.shortened}</p>
      )}
      <p role="status" className="text-sm text-slate-700">
        {copy === 'copied' && words.copied}
        {copy === 'failed' && words.copyFailed}
      </p>
      <details>
        <summary className="cursor-pointer text-sm font-medium">{words.show}</summary>
        <textarea
          readOnly
          rows={8}
          aria-label={words.textLabel}
          value={handoff.text}
          className="mt-2 block w-full rounded-md border border-slate-400 bg-white p-2 text-sm"
        />
      </details>
    </div>
  );
}
