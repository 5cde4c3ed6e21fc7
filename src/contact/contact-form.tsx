import { specFormStrings } from '../lib/spec-strings';
import { useEffect, useId, useReducer, useRef, type FormEvent } from 'react';
import { Button } from '../components/ui/button';
import { HoneypotField } from '../components/ui/honeypot-field';
import { WhileYouWait } from '../components/safety-steps';
import { emergencyTypes, isEmergencyType } from '../content/schema/emergency-types';
import { reportLead } from '../lib/lead-events';
import { showToast } from '../lib/toast-store';
import { whenIdleAfterLoad } from '../lib/when-idle';
import { formText, siteConfig } from 'virtual:site-content';
import { DRAFT_KEY, DRAFT_OMIT } from './draft';
import { HONEYPOT, isBlank, maxLengths, textFields, type ContactFields } from './fields';
import { feedbackFor, formReducer, initialFormState } from './send-state';
import { OtherWays } from './other-ways';
import {
  RestoredRequest,
  Unconfirmed,
  WaitingForConnection,
  WhatHappensNext,
} from './result-panels';
import { loadEmailSdk } from './send-email';
import { submitRequest } from './submit-request';
import { forgetAttempt, pruneSends, routeFor, submitDepsFor } from './contact-send';
import { useDraft } from './use-draft';
import { useWaitingRequest } from './use-waiting-request';

// One send at a time for the whole page, even if the dialog is closed and opened again mid-send.
let sendInFlight = false;

// Not toLocaleString: loading the locale's data on first use costs a slow phone a long task.
const formatCount = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900';

/**
 * The form's send: one at a time for the page, its outcome shown and counted, and a request that
 * could not leave kept waiting for the connection or for the visitor.
 */
function useContactSend(
  fields: ContactFields,
  draft: ReturnType<typeof useDraft>,
  waiting: ReturnType<typeof useWaitingRequest>,
) {
  const [state, dispatch] = useReducer(formReducer, initialFormState);
  async function send() {
    const byItself = waiting.sentByItself();
    if (sendInFlight || !isEmergencyType(fields.emergencyType)) return;
    sendInFlight = true;
    waiting.done();
    const route = routeFor(fields.location);
    dispatch({
      type: 'submit',
      emergencyType: fields.emergencyType,
      officeId: route.office?.id ?? null,
    });
    try {
      const outcome = await submitRequest(fields, submitDepsFor(route));
      const feedback = feedbackFor(outcome, siteConfig.response);
      if (feedback.resetFields) draft.clear();
      showToast(feedback.toast);
      dispatch({ type: 'settled', outcome });
      if (outcome.kind === 'sent' || outcome.kind === 'failed') {
        const name = outcome.kind === 'sent' ? 'Request sent' : 'Request failed';
        reportLead({ name, office: route.office?.city ?? null });
      }
      if (outcome.kind === 'failed') {
        if (outcome.reason === 'offline') waiting.waitForConnection();
        else if (byItself) waiting.failedByItself();
      }
    } finally {
      sendInFlight = false;
    }
  }
  return { state, send, newRequest: () => dispatch({ type: 'new-request' }) };
}

/** The spec's fields, in its order, with the honeypot hidden from people. */
function ContactFieldset(props: {
  fields: ContactFields;
  fieldId: (name: string) => string;
  update: (key: keyof ContactFields) => (value: string) => void;
}) {
  const { fields, fieldId, update } = props;
  return (
    <>
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
            onChange={(event) => update(field.name)(event.target.value)}
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
          onChange={(event) => update('emergencyType')(event.target.value)}
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
          onChange={(event) => update('message')(event.target.value)}
          className={inputClass}
        />
        <p id={fieldId('message-hint')} className="mt-1 text-sm text-slate-600">
          Up to {formatCount(maxLengths.message)} characters ({formatCount(fields.message.length)}{' '}
          used)
        </p>
      </div>
      <HoneypotField
        id={fieldId(HONEYPOT)}
        name={HONEYPOT}
        label="Company"
        maxLength={maxLengths.company}
        value={fields.company}
        onChange={update(HONEYPOT)}
      />
    </>
  );
}

export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useDraft(formRef);
  const { fields } = draft;
  const waiting = useWaitingRequest(formRef);
  const { state, send, newRequest } = useContactSend(fields, draft, waiting);
  const idle = state.status === 'idle';
  const failure = idle ? state.failure : undefined;
  const id = useId();

  useEffect(() => {
    pruneSends();
    return whenIdleAfterLoad(() =>
      loadEmailSdk().catch(() => {
        // Loaded again on send, where a failure offers the other ways.
      }),
    );
  }, []);

  const update = (key: keyof ContactFields) => (value: string) => {
    const next = { ...fields, [key]: value };
    draft.update(next);
    // A cleared form is an abandoned request: a new one gets a new reference.
    if (isBlank(next)) forgetAttempt();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  if (state.status === 'sent') {
    return <WhatHappensNext confirmation={state.confirmation} onNewRequest={newRequest} />;
  }

  const fieldId = (name: string) => `${id}-${name}`;
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        {formText.intro} Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">required</span> are required.
      </p>
      <form
        ref={formRef}
        method="post"
        data-draft-key={DRAFT_KEY}
        data-draft-omit={DRAFT_OMIT}
        onSubmit={onSubmit}
        className="grid gap-4 sm:grid-cols-2"
        aria-label="Emergency call-back request"
      >
        {idle && (waiting.waiting === 'restored' || waiting.waiting === 'unsent') && (
          <RestoredRequest
            why={waiting.waiting === 'unsent' ? (failure?.reason ?? 'error') : 'reload'}
            onSend={() => formRef.current?.requestSubmit()}
            onKeep={waiting.done}
          />
        )}
        <ContactFieldset fields={fields} fieldId={fieldId} update={update} />
        {failure?.reason === 'timeout' && <Unconfirmed reference={failure.reference} />}
        {idle && waiting.waiting === 'offline' && <WaitingForConnection onCancel={waiting.done} />}
        {failure && <OtherWays fields={fields} failure={failure} />}
        <Button type="submit" disabled={!idle} className="sm:col-span-2">
          {idle ? specFormStrings.submit : specFormStrings.sending}
        </Button>
      </form>
      <WhileYouWait
        key={fields.emergencyType}
        initialType={isEmergencyType(fields.emergencyType) ? fields.emergencyType : 'other'}
      />
    </div>
  );
}
