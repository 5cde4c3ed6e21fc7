import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../components/ui/button';
import { TitledSection } from '../components/titled-section';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { reportLead } from '../lib/lead-events';
import { specFormStrings } from '../lib/spec-strings';
import { siteConfig } from 'virtual:site-content';
import { profile } from 'virtual:site-content/profile';
import { requestForms } from 'virtual:site-content/requestForms';
import { requestStorage } from '../contact/browser-storage';
import { timeOnClock } from '../contact/next-minute';
import { OtherWaysPanel } from '../contact/other-ways';
import { WaitingForConnection } from '../contact/result-panels';
import { submitRequest, type SubmitOutcome } from '../contact/submit-request';
import { useWaitingRequest } from '../contact/use-waiting-request';
import {
  openProfile,
  PROFILE_FILE_MAX_BYTES,
  profileFieldName,
  profileFile,
  profileFileName,
  profileKind,
  profileLabels,
} from './building-profile';
import { REQUEST_HONEYPOT } from './kinds';
import { problemText } from './request-message';
import { businessDepsFor, businessRequestFor, routeOf } from './business-send';

const { keep, sections } = profile;
const kind = profileKind(sections);
const words = { subject: keep.subject, labels: profileLabels(sections) };
const first = kind.fields[0]?.name ?? '';

type Status =
  | { kind: 'idle' }
  | { kind: 'said'; text: string; alert?: boolean }
  | { kind: 'sending' }
  | { kind: 'failed'; failure: Extract<SubmitOutcome, { kind: 'failed' }> }
  | { kind: 'sent'; reference: string; answerBy: string };

/**
 * The building profile: filled in on screen or printed blank, saved to a file on the manager's
 * device and opened again, and sent to the office only when they press the button. Nothing is
 * kept by the site: a reload starts it blank.
 */
export function ProfileForm() {
  const [values, setValues] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const waiting = useWaitingRequest(formRef, requestStorage('profile').waiting);
  const fields = useMemo(
    () => ({ ...values, [REQUEST_HONEYPOT]: values[REQUEST_HONEYPOT] ?? '' }),
    [values],
  );

  useEffect(() => {
    if (status.kind === 'said' || status.kind === 'sent') statusRef.current?.focus();
  }, [status]);

  const update = (name: string) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((old) => ({ ...old, [name]: event.target.value }));

  const save = () => {
    const file = profileFileName(values[first] ?? '');
    const url = URL.createObjectURL(
      new Blob([profileFile(values, sections, new Date())], { type: 'application/json' }),
    );
    const link = Object.assign(document.createElement('a'), { href: url, download: file });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setStatus({ kind: 'said', text: fillPlaceholders(keep.saved, { file }) });
  };

  const open = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = file.size > PROFILE_FILE_MAX_BYTES ? '' : await file.text().catch(() => '');
    const opened = openProfile(text, file.size, sections);
    if (opened.ok) {
      setValues(opened.values);
      setStatus({ kind: 'said', text: fillPlaceholders(keep.opened, { file: file.name }) });
    } else
      setStatus({
        kind: 'said',
        alert: true,
        text: fillPlaceholders(keep[opened.problem], { file: file.name }),
      });
  };

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    if (!values[first]?.trim()) {
      setStatus({
        kind: 'said',
        alert: true,
        text: problemText(requestForms.shared.missing, words.labels[first] ?? first),
      });
      return;
    }
    const byItself = waiting.sentByItself();
    waiting.done();
    const route = routeOf(kind, fields);
    setStatus({ kind: 'sending' });
    const outcome = await submitRequest(fields, businessDepsFor(kind, words, route));
    if (outcome.kind === 'sent' || outcome.kind === 'failed')
      reportLead({
        name: outcome.kind === 'sent' ? 'Request sent' : 'Request failed',
        office: route.office?.city ?? null,
      });
    if (outcome.kind === 'sent') {
      const due = new Date(outcome.sentAt.getTime() + siteConfig.response.inquiryHours * 3_600_000);
      setStatus({
        kind: 'sent',
        reference: outcome.reference,
        answerBy: timeOnClock(due, outcome.sentAt),
      });
    } else if (outcome.kind === 'failed') {
      setStatus({ kind: 'failed', failure: outcome });
      if (outcome.reason === 'offline') waiting.waitForConnection();
      else if (byItself) waiting.failedByItself();
    } else if (outcome.kind === 'refused')
      setStatus({ kind: 'said', alert: true, text: outcome.message });
    else setStatus({ kind: 'idle' });
  }

  const failure = status.kind === 'failed' ? status.failure : null;
  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={send}
      aria-label={keep.subject}
      className="space-y-8 print:space-y-3"
    >
      {sections.map((section) => (
        <TitledSection
          key={section.heading}
          titleId={`${profileFieldName(section.heading, '')}title`}
          title={section.heading}
          titleClass="text-xl font-bold text-slate-900 print:text-base"
          className="space-y-3 break-inside-avoid print:space-y-1"
        >
          {section.fields.map((field) => {
            const id = profileFieldName(section.heading, field);
            return (
              <div
                key={field}
                className="grid gap-1 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-end print:grid-cols-[2fr_3fr] print:gap-0"
              >
                <label htmlFor={id} className="text-slate-800 print:text-sm">
                  {field}
                </label>
                <input
                  id={id}
                  name={id}
                  autoComplete="off"
                  maxLength={300}
                  value={values[id] ?? ''}
                  onChange={update(id)}
                  className="min-h-11 w-full border-0 border-b border-slate-500 bg-transparent px-1 text-base print:min-h-6 print:text-sm"
                />
              </div>
            );
          })}
        </TitledSection>
      ))}
      <div aria-hidden="true" className="hidden">
        <label htmlFor="profile-website">Website</label>
        <input
          id="profile-website"
          name={REQUEST_HONEYPOT}
          tabIndex={-1}
          autoComplete="off"
          maxLength={100}
          value={values[REQUEST_HONEYPOT] ?? ''}
          onChange={update(REQUEST_HONEYPOT)}
        />
      </div>
      <TitledSection titleId="profile-keep" title={keep.heading} className="space-y-3 print:hidden">
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={save}>
            {keep.save}
          </Button>
          <Button variant="outline" onClick={() => fileRef.current?.click()}>
            {keep.open}
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept="application/json,.json"
            tabIndex={-1}
            aria-hidden="true"
            className="hidden"
            onChange={(event) => void open(event)}
          />
        </div>
        <Button type="submit" disabled={status.kind === 'sending'} className="w-full sm:w-auto">
          {status.kind === 'sending' ? requestForms.shared.sending : keep.send}
        </Button>
        <p className="text-sm text-slate-700">{keep.sendNote}</p>
        <p
          ref={statusRef}
          tabIndex={-1}
          role={status.kind === 'said' && status.alert ? 'alert' : 'status'}
          className="text-slate-900"
        >
          {status.kind === 'said' && status.text}
          {status.kind === 'sent' && (
            <>
              {requestForms.shared.reference}{' '}
              <strong className="font-mono tracking-widest">{status.reference}</strong>.{' '}
              {fillPlaceholders(keep.sent, { time: status.answerBy })}
            </>
          )}
        </p>
        {failure && failure.reason !== 'timeout' && (
          <p role="alert" className="font-semibold text-slate-900">
            {specFormStrings.failureTitle}. {specFormStrings.failureText}.
          </p>
        )}
        {waiting.waiting === 'offline' && <WaitingForConnection onCancel={waiting.done} />}
        {failure && (
          <OtherWaysPanel
            request={businessRequestFor(
              kind,
              fields,
              words,
              routeOf(kind, fields),
              failure.reference,
              new Date(failure.submittedAt),
            )}
            office={routeOf(kind, fields).office}
          />
        )}
      </TitledSection>
    </form>
  );
}
