import {
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { Button, buttonClass } from '../components/ui/button';
import { SafetySteps, WhileYouWait } from '../components/safety-steps';
import { readItem, removeItem, writeItem } from '../lib/storage';
import { whenIdleAfterLoad } from '../lib/when-idle';
import { showToast } from '../lib/toast-store';
import { siteConfig } from '../site.config';
import { EmergencyCallLinks } from '../sections/emergency-call-links';
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft, withTyped } from './draft';
import { emergencyTypes, isEmergencyType } from '../content/emergency-types';
import { callBackWithin } from '../content/promises';
import { emptyFields, maxLengths, type ContactFields } from './fields';
import { feedbackFor, formReducer, initialFormState, type Confirmation } from './form-state';
import { parseTimestamps, RATE_LIMIT_KEY } from './rate-limit';
import { parseAttempt, referenceFor } from './reference';
import { loadEmailSdk, sendEmail } from './send-email';
import { submitRequest, type SubmitDeps } from './submit-request';
import { routeRequest } from './routing';
import { handoffFor } from './handoff';
import { buildTemplateParams, type TemplateParams } from './template-params';

const { email } = siteConfig;
/** Set while a request that failed offline waits for the connection to come back. */
const PENDING_KEY = 'contactFormPending';
const markPending = (pending: boolean) =>
  pending
    ? writeItem('sessionStorage', PENDING_KEY, '1')
    : removeItem('sessionStorage', PENDING_KEY);
/** The last request tried and its reference, for the tab: a retry keeps the reference. */
const ATTEMPT_KEY = 'contactFormLastAttempt';

const submitDeps: SubmitDeps = {
  now: () => Date.now(),
  readSends: () => parseTimestamps(readItem('localStorage', RATE_LIMIT_KEY), Date.now()),
  writeSends: (timestamps) =>
    void writeItem('localStorage', RATE_LIMIT_KEY, JSON.stringify(timestamps)),
  referenceFor: (fields) => {
    const attempt = referenceFor(fields, parseAttempt(readItem('sessionStorage', ATTEMPT_KEY)));
    writeItem('sessionStorage', ATTEMPT_KEY, JSON.stringify(attempt));
    return attempt.reference;
  },
  buildParams: (fields, reference, submittedAt) => {
    const route = routeRequest(fields.location, siteConfig.offices, email.inbox);
    return buildTemplateParams(fields, {
      inbox: route.inbox,
      office: route.line,
      noReply: email.noReply,
      reference,
      submittedAt,
      sentFrom: window.location.pathname,
    });
  },
  send: (params) =>
    sendEmail(__EMAIL_SETTINGS__, params, {
      blockedReplyTo: [
        email.inbox,
        email.general,
        ...siteConfig.offices.flatMap((office) => office.inbox ?? []),
      ],
    }),
};

// One send at a time for the whole page, even if the dialog is closed and opened again mid-send.
let sendInFlight = false;

const textFields = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name', required: true },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', required: true },
  {
    name: 'email',
    label: 'Email (optional)',
    type: 'email',
    autoComplete: 'email',
    required: false,
  },
  {
    name: 'location',
    label: 'Property Location',
    type: 'text',
    autoComplete: 'address-line1',
    required: true,
  },
] as const;

// Not toLocaleString: loading the locale's data on first use costs a slow phone a long task.
const formatCount = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900';

export function ContactForm() {
  // The first render matches the pre-rendered HTML; the draft and anything typed before this
  // code arrived are taken in right after, before the browser paints.
  const [fields, setFields] = useState<ContactFields>(emptyFields);
  const [state, dispatch] = useReducer(formReducer, initialFormState);
  const [waiting, setWaiting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    const form = formRef.current;
    const typed = form ? Object.fromEntries(new FormData(form)) : {};
    // The page script has already kept what was typed in the draft, where storage allows.
    setFields(withTyped(loadDraft(), typed as Record<string, string>));
    setWaiting(readItem('sessionStorage', PENDING_KEY) !== null);
  }, []);

  useEffect(
    () =>
      whenIdleAfterLoad(() =>
        loadEmailSdk().catch(() => {
          // Retried on send, where a failure shows the error toast.
        }),
      ),
    [],
  );

  const update =
    (key: keyof ContactFields) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const next = { ...fields, [key]: event.target.value };
      setFields(next);
      saveDraft(next);
    };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendInFlight || !isEmergencyType(fields.emergencyType)) return;
    sendInFlight = true;
    dispatch({
      type: 'submit',
      emergencyType: fields.emergencyType,
      officeId: routeRequest(fields.location, siteConfig.offices, email.inbox).office?.id ?? null,
    });
    try {
      const outcome = await submitRequest(fields, submitDeps);
      const feedback = feedbackFor(outcome, siteConfig.response);
      if (feedback.resetFields) {
        setFields(emptyFields);
        clearDraft();
      }
      showToast(feedback.toast);
      dispatch({ type: 'settled', outcome });
      if (outcome.kind === 'failed' && !navigator.onLine) waitForConnection(true);
    } finally {
      sendInFlight = false;
    }
  }

  // A request that failed for want of a connection goes out by itself, once, when it returns.
  const waitForConnection = (wait: boolean) => {
    markPending(wait);
    setWaiting(wait);
  };
  useEffect(() => {
    if (!waiting) return;
    const send = () => {
      markPending(false);
      setWaiting(false);
      formRef.current?.requestSubmit();
    };
    if (navigator.onLine) return send();
    addEventListener('online', send, { once: true });
    return () => removeEventListener('online', send);
  }, [waiting]);

  if (state.status === 'sent') {
    return (
      <WhatHappensNext
        confirmation={state.confirmation}
        onNewRequest={() => dispatch({ type: 'new-request' })}
      />
    );
  }

  const sending = state.status === 'sending';
  const fieldId = (name: string) => `${id}-${name}`;
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Or leave your details and we will call you back {callBackWithin(siteConfig.response)}.
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">required</span> are required.
      </p>
      <form
        ref={formRef}
        data-draft-key={DRAFT_KEY}
        onSubmit={onSubmit}
        className="grid gap-4 sm:grid-cols-2"
        aria-label="Emergency call-back request"
      >
        {textFields.map((field) => (
          <div key={field.name}>
            <label htmlFor={fieldId(field.name)} className="font-medium">
              {field.label}
              {field.required && <span aria-hidden="true"> *</span>}
            </label>
            <input
              id={fieldId(field.name)}
              name={field.name}
              type={field.type}
              required={field.required}
              autoComplete={field.autoComplete}
              maxLength={maxLengths[field.name]}
              value={fields[field.name]}
              onChange={update(field.name)}
              className={inputClass}
            />
          </div>
        ))}
        <div className="sm:col-span-2">
          <label htmlFor={fieldId('emergencyType')} className="font-medium">
            Type of Emergency<span aria-hidden="true"> *</span>
          </label>
          <select
            id={fieldId('emergencyType')}
            name="emergencyType"
            required
            value={fields.emergencyType}
            onChange={update('emergencyType')}
            className={inputClass}
          >
            <option value="">Select the type of emergency</option>
            {emergencyTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={fieldId('message')} className="font-medium">
            Description of Damage<span aria-hidden="true"> *</span>
          </label>
          <textarea
            id={fieldId('message')}
            name="message"
            rows={4}
            required
            maxLength={maxLengths.message}
            aria-describedby={fieldId('message-hint')}
            value={fields.message}
            onChange={update('message')}
            className={inputClass}
          />
          <p id={fieldId('message-hint')} className="mt-1 text-sm text-slate-600">
            Up to {formatCount(maxLengths.message)} characters ({formatCount(fields.message.length)}{' '}
            used)
          </p>
        </div>
        <div aria-hidden="true" className="hidden">
          <label htmlFor={fieldId('company')}>Company</label>
          <input
            id={fieldId('company')}
            name="company"
            tabIndex={-1}
            autoComplete="off"
            maxLength={maxLengths.company}
            value={fields.company}
            onChange={update('company')}
          />
        </div>
        {state.status === 'idle' && state.failure?.unconfirmed && (
          <Unconfirmed reference={state.failure.reference} />
        )}
        {state.status === 'idle' && waiting && (
          <div
            role="status"
            className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-slate-500 bg-white p-4 text-slate-900 sm:col-span-2"
          >
            <p className="flex-1">
              <span className="font-semibold">No connection right now.</span> Your request will go
              out by itself, once, as soon as the connection returns.
            </p>
            <Button variant="outline" onClick={() => waitForConnection(false)}>
              Cancel automatic sending
            </Button>
          </div>
        )}
        {state.status === 'idle' && state.failure && (
          <OtherWays params={state.failure.params} mobile={mobileFor(fields.location)} />
        )}
        <Button type="submit" disabled={sending} className="sm:col-span-2">
          {sending ? 'Sending...' : 'Request Emergency Call Back'}
        </Button>
      </form>
      <WhileYouWait
        key={fields.emergencyType}
        initialType={isEmergencyType(fields.emergencyType) ? fields.emergencyType : 'other'}
      />
    </div>
  );
}

/** The text-message number of the office a location routes to, or of any office that has one. */
function mobileFor(location: string): string | undefined {
  const routed = routeRequest(location, siteConfig.offices, email.inbox).office;
  return routed?.mobile ?? siteConfig.offices.find((office) => office.mobile)?.mobile;
}

/** When a send cannot go out: the same request by text message, by e-mail, or copied. */
function OtherWays({ params, mobile }: { params: TemplateParams; mobile: string | undefined }) {
  const handoff = handoffFor(params, mobile);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyRequest = () =>
    navigator.clipboard
      .writeText(handoff.text)
      .then(() => setCopy('copied'))
      .catch(() => setCopy('failed'));
  return (
    <div className="space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-900 sm:col-span-2">
      <p className="font-semibold">Call us now, or send the same request another way:</p>
      <EmergencyCallLinks compact />
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

/**
 * After a send with no answer in time: it may have arrived, so call to be sure (the call links
 * follow, in OtherWays); no blind resend.
 */
function Unconfirmed({ reference }: { reference: string }) {
  return (
    <div className="space-y-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-slate-900 sm:col-span-2">
      <p className="font-semibold">We could not confirm that your request reached us.</p>
      <p>
        It may still arrive. Your request reference:{' '}
        <strong className="font-mono tracking-widest" data-reference>
          {reference}
        </strong>
        . Call us to be sure, and quote it.
      </p>
      <p className="text-sm text-slate-700">
        Sending it again keeps the same reference, so we see one request, not two.
      </p>
    </div>
  );
}

function WhatHappensNext({
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
      <p className="text-slate-800">
        Your request reference:{' '}
        <strong
          className="rounded bg-slate-100 px-2 py-1 font-mono text-lg tracking-widest"
          data-reference
        >
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
