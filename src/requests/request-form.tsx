import { HoneypotField } from '../components/ui/honeypot-field';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../components/ui/button';
import { specFormStrings } from '../lib/spec-strings';
import { localIsoDay } from '../lib/dates';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { reportLead } from '../lib/lead-events';
import { siteConfig } from 'virtual:site-content';
import { requestForms } from 'virtual:site-content/requestForms';
import { requestStorage } from '../contact/browser-storage';
import { OtherWaysPanel } from '../contact/other-ways';
import { RestoredRequest, Unconfirmed, WaitingForConnection } from '../contact/result-panels';
import { loadEmailSdk } from '../contact/send-email';
import { submitRequest, type SubmitOutcome } from '../contact/submit-request';
import { pruneSends } from '../contact/contact-send';
import { useWaitingRequest } from '../contact/use-waiting-request';
import { timeOnClock } from '../contact/next-minute';
import { timesOf } from '../content/response-times';
import { whenIdleAfterLoad } from '../lib/when-idle';
import { REQUEST_HONEYPOT, requestKinds, type RequestKindName } from './kinds';
import { checkRequest, isBlankRequest, problemText, type Problem } from './request-message';
import { businessDepsFor, businessRequestFor, routeOf } from './business-send';
import { RequestReceived } from './request-received';
import { useRequestDraft } from './use-request-draft';

// One send at a time for the whole page.
let sendInFlight = false;

const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700';

type Failure = Extract<SubmitOutcome, { kind: 'failed' }>;

export interface Received {
  reference: string;
  sentAt: Date;
  officeId: string | null;
  /** The request as the office receives it, for the sender's file. */
  text: string;
  /** When the office answers: on the sender's clock. */
  answerBy: string;
}

type State =
  | { status: 'idle'; failure?: Failure; notice?: string }
  | { status: 'sending' }
  | { status: 'sent'; received: Received };

const shared = requestForms.shared;

/** How long the office takes to answer this kind of request, for the office it went to. */
function answerMinutes(kind: RequestKindName, officeId: string | null): number {
  if (kind !== 'assignment') return siteConfig.response.inquiryHours * 60;
  const office = siteConfig.offices.find(({ id }) => id === officeId);
  return timesOf(siteConfig.response, office?.response).acknowledgeMinutes;
}

const problemWords: Record<Problem, string> = {
  missing: shared.missing,
  notEmail: shared.notEmail,
  notDate: shared.notDate,
  futureDate: shared.futureDate,
};

/**
 * A business request (src/requests/kinds.ts): its labelled fields, checked before it goes, sent
 * on the call-back form's path (draft, reference, rate limit, honeypot, the other ways, a send by
 * itself when the connection returns), and what was received, to copy or print for the file.
 */
export function RequestForm({ kind }: { kind: RequestKindName }) {
  const words = requestForms[kind];
  const spec = requestKinds[kind];
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const draft = useRequestDraft(kind, formRef);
  const { fields } = draft;
  const waiting = useWaitingRequest(formRef, requestStorage(kind).waiting);
  const [state, setState] = useState<State>({ status: 'idle' });
  const [problems, setProblems] = useState<Array<{ name: string; problem: Problem }>>([]);
  const [today, setToday] = useState('');
  // Each island is rendered alone, so React's ids would repeat across a page's forms; a page has
  // one form of each kind at most.
  const fieldId = (name: string) => `${kind}-${name}`;
  const idle = state.status === 'idle';
  const failure = idle ? state.failure : undefined;

  useEffect(() => {
    // The day is the visitor's, known only in the browser: the pre-rendered form has no limit.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToday(localIsoDay(new Date()));
    pruneSends();
    return whenIdleAfterLoad(() => loadEmailSdk().catch(() => {}));
  }, []);

  useEffect(() => {
    if (problems.length > 0) summaryRef.current?.focus();
  }, [problems]);

  const update = (name: string) => (value: string) => {
    const next = { ...fields, [name]: value };
    draft.update(next);
    if (problems.some((p) => p.name === name))
      setProblems(
        checkRequest(kind, next, localIsoDay(new Date())).filter((p) =>
          problems.some((old) => old.name === p.name),
        ),
      );
    if (isBlankRequest(kind, next)) requestStorage(kind).lastAttempt.remove();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const byItself = waiting.sentByItself();
    if (sendInFlight) return;
    const found = checkRequest(kind, fields, localIsoDay(new Date()));
    setProblems(found);
    if (found.length > 0) return;
    sendInFlight = true;
    waiting.done();
    const route = routeOf(kind, fields);
    setState({ status: 'sending' });
    try {
      const outcome = await submitRequest(fields, businessDepsFor(kind, words, route));
      const officeId = route.office?.id ?? null;
      const answerBy = (sentAt: Date) =>
        timeOnClock(new Date(sentAt.getTime() + answerMinutes(kind, officeId) * 60_000), sentAt);
      if (outcome.kind === 'sent' || outcome.kind === 'failed') {
        reportLead({
          name: outcome.kind === 'sent' ? 'Request sent' : 'Request failed',
          office: route.office?.city ?? null,
        });
      }
      switch (outcome.kind) {
        case 'sent': {
          const text = businessRequestFor(
            kind,
            fields,
            words,
            route,
            outcome.reference,
            outcome.sentAt,
          ).params.message;
          draft.clear();
          setState({
            status: 'sent',
            received: {
              reference: outcome.reference,
              sentAt: outcome.sentAt,
              officeId,
              text,
              answerBy: answerBy(outcome.sentAt),
            },
          });
          break;
        }
        case 'discarded':
          setState({
            status: 'idle',
            notice: fillPlaceholders(words.sent, { time: answerBy(new Date()) }),
          });
          break;
        case 'refused':
          setState({ status: 'idle', notice: outcome.message });
          break;
        case 'failed':
          setState({ status: 'idle', failure: outcome });
          if (outcome.reason === 'offline') waiting.waitForConnection();
          else if (byItself) waiting.failedByItself();
          break;
      }
    } finally {
      sendInFlight = false;
    }
  }

  if (state.status === 'sent')
    return (
      <RequestReceived
        received={state.received}
        sent={words.sent}
        onAnother={() => setState({ status: 'idle' })}
      />
    );

  const failedRequest =
    failure &&
    businessRequestFor(
      kind,
      fields,
      words,
      routeOf(kind, fields),
      failure.reference,
      new Date(failure.submittedAt),
    );
  const labelOf = (name: string) => words.labels[name as keyof typeof words.labels] ?? name;
  const problemOf = (name: string) => problems.find((p) => p.name === name);

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      data-draft-key={requestStorage(kind).draft.key}
      data-draft-omit={REQUEST_HONEYPOT}
      onSubmit={onSubmit}
      aria-label={words.subject}
      className="grid gap-4 sm:grid-cols-2"
    >
      <p className="text-slate-700 sm:col-span-2">
        {words.intro} Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">required</span> {shared.required}
      </p>
      {idle && (waiting.waiting === 'restored' || waiting.waiting === 'unsent') && (
        <RestoredRequest
          why={waiting.waiting === 'unsent' ? (failure?.reason ?? 'error') : 'reload'}
          onSend={() => formRef.current?.requestSubmit()}
          onKeep={waiting.done}
        />
      )}
      {problems.length > 0 && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className="space-y-2 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-slate-900 sm:col-span-2"
        >
          <p className="font-semibold">{shared.fix}</p>
          <ul className="list-disc space-y-1 pl-6">
            {problems.map(({ name, problem }) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`} className="underline underline-offset-4">
                  {problemText(problemWords[problem], labelOf(name))}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {spec.fields.map((field) => {
        const fieldProblem = problemOf(field.name);
        const wide = field.type === 'textarea' || (field.type === 'text' && field.maxLength >= 200);
        const props = {
          id: fieldId(field.name),
          name: field.name,
          required: field.required,
          maxLength: field.maxLength,
          value: fields[field.name] ?? '',
          'aria-invalid': fieldProblem ? true : undefined,
          'aria-describedby': fieldProblem ? `${fieldId(field.name)}-problem` : undefined,
          className: inputClass,
        };
        return (
          <div key={field.name} className={wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={fieldId(field.name)} className="font-medium">
              {labelOf(field.name)}
              {field.required && <span aria-hidden="true"> *</span>}
            </label>
            {field.type === 'textarea' ? (
              <textarea rows={4} {...props} onChange={(e) => update(field.name)(e.target.value)} />
            ) : (
              <input
                type={field.type}
                autoComplete={'autoComplete' in field ? field.autoComplete : undefined}
                max={field.type === 'date' && today ? today : undefined}
                {...props}
                onChange={(e) => update(field.name)(e.target.value)}
              />
            )}
            {fieldProblem && (
              <p
                id={`${fieldId(field.name)}-problem`}
                className="mt-1 text-sm font-medium text-red-800"
              >
                {problemText(problemWords[fieldProblem.problem], labelOf(field.name))}
              </p>
            )}
          </div>
        );
      })}
      <HoneypotField
        id={fieldId(REQUEST_HONEYPOT)}
        name={REQUEST_HONEYPOT}
        label="Website"
        maxLength={100}
        value={fields[REQUEST_HONEYPOT] ?? ''}
        onChange={update(REQUEST_HONEYPOT)}
      />
      {idle && state.notice && (
        <p
          role="alert"
          className="rounded-lg border-2 border-slate-500 bg-white p-4 text-slate-900 sm:col-span-2"
        >
          {state.notice}
        </p>
      )}
      {failure && failure.reason !== 'timeout' && (
        <p role="alert" className="font-semibold text-slate-900 sm:col-span-2">
          {specFormStrings.failureTitle}. {specFormStrings.failureText}.
        </p>
      )}
      {failure?.reason === 'timeout' && <Unconfirmed reference={failure.reference} />}
      {idle && waiting.waiting === 'offline' && <WaitingForConnection onCancel={waiting.done} />}
      {failedRequest && (
        <OtherWaysPanel request={failedRequest} office={routeOf(kind, fields).office} />
      )}
      <Button type="submit" disabled={!idle} className="sm:col-span-2">
        {idle ? words.submit : shared.sending}
      </Button>
    </form>
  );
}
