import { Fragment, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { HoneypotField } from '../../components/ui/honeypot-field';
import type { FieldSpec } from '../../form-kinds/form-kind';
import { formStorage } from '../sending/browser-storage';
import { problemText, type Problem } from '../engine/check';
import { OtherWays } from './other-ways';
import { addressOf } from '../../domain/routing';
import { browserSettings } from 'virtual:site-content';
import {
  AccountRefused,
  RestoredRequest,
  TryingAgain,
  Unconfirmed,
  WaitingForConnection,
} from './panels';
import type { FormEngine } from '../engine/use-form';
import { HONEYPOT_MAX } from '../engine/values';

/**
 * The parts every form is made of, each reading the engine (src/forms/engine/use-form.ts): a form
 * composes them in its own layout and writes no id, no aria attribute and no state by hand.
 */

/** The words over a form's list of problems, and each problem's, with {{label}}. */
export type ProblemWords = { fix: string } & Record<Problem, string>;

// Not toLocaleString: loading the locale's data on first use costs a slow phone a long task.
const formatCount = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

/** How a field is drawn: its box, its label and its control. */
export interface FieldLook {
  field: string;
  label: string;
  control: string;
}

/** A field's control, as a form's grid draws it. */
export const fieldBox =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700';

const box: Omit<FieldLook, 'field'> = { label: 'font-medium', control: fieldBox };

/**
 * One field: its label, its problem beside it (named to screen readers by `aria-describedby`,
 * with `aria-invalid`), and its control with its bounds. A date has no `maxlength` (HTML allows
 * none); a text counts its characters.
 */
export function FieldControl({
  form,
  field,
  problems,
  look,
}: {
  form: FormEngine;
  field: FieldSpec;
  problems?: ProblemWords;
  /** A look of its own (the building profile's sheet); a box across the form's grid otherwise. */
  look?: FieldLook;
}) {
  const { words } = form;
  const id = form.idOf(field.name);
  const label = words.labels[field.name] ?? field.name;
  const problem = form.problems.find(({ name }) => name === field.name);
  const hint = field.type === 'textarea' ? `${id}-hint` : undefined;
  const said = problem && problems ? `${id}-problem` : undefined;
  const value = form.values[field.name] ?? '';
  const style = look ?? box;
  const common = {
    id,
    name: field.name,
    required: field.required,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': [said, hint].filter(Boolean).join(' ') || undefined,
    className: style.control,
  };
  const change = (event: { target: { value: string } }) =>
    form.update(field.name)(event.target.value);
  return (
    <div className={look ? look.field : field.wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className={style.label}>
        {label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {said && (
        <p id={said} className="mt-1 text-sm font-medium text-red-800">
          {problemText(problems![problem!.problem], label)}
        </p>
      )}
      {field.type === 'select' ? (
        <select {...common} onChange={change}>
          <option value="">{words.choose?.[field.name] ?? ''}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <>
          <textarea rows={4} maxLength={field.maxLength} {...common} onChange={change} />
          <p id={hint} className="mt-1 text-sm text-slate-600">
            Up to {formatCount(field.maxLength)} characters ({formatCount(value.length)} used)
          </p>
        </>
      ) : (
        <input
          type={field.type}
          autoComplete={field.autoComplete}
          maxLength={field.type === 'date' ? undefined : field.maxLength}
          max={field.notFuture && form.today ? form.today : undefined}
          {...common}
          onChange={change}
        />
      )}
    </div>
  );
}

/** Every field of the kind, in its order, and the hidden one people never see. */
export function Fields({
  form,
  problems,
  file,
}: {
  form: FormEngine;
  problems?: ProblemWords;
  /** A file field's control, for a kind that has one (file-control.tsx). */
  file?: (field: FieldSpec) => ReactNode;
}) {
  return (
    <>
      {/* What the page sets (the opening applied for) is the engine's, never a control. */}
      {form.kind.fields.map((field) =>
        field.type === 'fixed' ? null : field.type === 'file' ? (
          <Fragment key={field.name}>{file?.(field)}</Fragment>
        ) : (
          <FieldControl key={field.name} form={form} field={field} problems={problems} />
        ),
      )}
      <Honeypot form={form} />
    </>
  );
}

export function Honeypot({ form }: { form: FormEngine }) {
  const name = form.kind.honeypot;
  return (
    <HoneypotField
      id={form.idOf(name)}
      name={name}
      label={name[0]!.toUpperCase() + name.slice(1)}
      maxLength={HONEYPOT_MAX}
      value={form.values[name] ?? ''}
      onChange={form.update(name)}
    />
  );
}

/** A request that waited and was not sent, after a reload or a send by itself that failed. */
export function Restored({ form }: { form: FormEngine }) {
  const { state, waiting } = form;
  if (state.status !== 'idle' || (waiting.waiting !== 'restored' && waiting.waiting !== 'unsent'))
    return null;
  return (
    <RestoredRequest
      why={waiting.waiting === 'unsent' ? (state.failure?.reason ?? 'error') : 'reload'}
      onSend={form.requestSubmit}
      onKeep={waiting.done}
    />
  );
}

/**
 * What the last send left to say: a notice (for a kind that tells in notices), no answer in time,
 * a wait for the connection, and the other ways to send.
 */
export function SendNotices({ form }: { form: FormEngine }) {
  const { state, waiting } = form;
  if (state.status === 'sending')
    return state.retrying ? <TryingAgain retrying={state.retrying} /> : null;
  if (state.status !== 'idle') return null;
  const { failure, notice } = state;
  return (
    <>
      {failure?.troubleClass === 'account' && !form.words.failed && <AccountRefused />}
      {notice && (
        <p
          role={notice.alert ? 'alert' : 'status'}
          className="rounded-lg border-2 border-slate-500 bg-white p-4 text-slate-900 sm:col-span-2"
        >
          {notice.text}
        </p>
      )}
      {failure?.reason === 'timeout' && <Unconfirmed reference={failure.reference} />}
      {waiting.waiting === 'offline' && <WaitingForConnection onCancel={waiting.done} />}
      {form.handOff && (
        <OtherWays
          request={form.handOff.request}
          office={form.handOff.route.office}
          kind={form.kind.name}
          own={
            form.kind.sendsTo === 'kind' && form.words.otherWay
              ? {
                  to: addressOf(form.kind.fallbackInbox, browserSettings.email),
                  lead: form.words.otherWay,
                }
              : undefined
          }
        />
      )}
    </>
  );
}

export function SubmitButton({ form, className }: { form: FormEngine; className?: string }) {
  const idle = form.state.status !== 'sending';
  return (
    <Button type="submit" disabled={!idle} className={className}>
      {idle ? form.words.submit : form.words.sending}
    </Button>
  );
}

/**
 * The form element of a kind: its name to screen readers, the browser's own checks only where
 * the kind has them, and its contract with the form loader: the draft's key for a kind that keeps
 * one, and the fields an opener fills for a kind that has openers.
 */
export function EngineForm({
  form,
  className,
  children,
}: {
  form: FormEngine;
  className?: string;
  children: ReactNode;
}) {
  const { kind, formElement, onSubmit, words } = form;
  return (
    <form
      ref={formElement}
      method="post"
      noValidate={kind.checks === 'summary'}
      data-draft-key={kind.draft ? formStorage(kind).draft.key : undefined}
      data-draft-omit={kind.draft ? kind.honeypot : undefined}
      data-opener-choice={kind.openers?.choice}
      data-opener-text={kind.openers?.text}
      onSubmit={onSubmit}
      aria-label={words.title}
      className={className}
    >
      {children}
    </form>
  );
}
