import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../components/ui/button';
import { TitledSection } from '../../components/titled-section';
import { fillPlaceholders } from '../../lib/fill-placeholders';
import { profile } from 'virtual:site-content/profile';
import { requestForms } from 'virtual:site-content/requestForms';
import { profileFieldName, profileKind, profileLabels, slug } from '../../form-kinds/profile';
import {
  EngineForm,
  FieldControl,
  Honeypot,
  Restored,
  SendNotices,
  SubmitButton,
  type FieldLook,
} from '../parts/form-parts';
import { ErrorSummary } from '../parts/error-summary';
import { useForm, type EngineWords } from '../engine/use-form';
import { openProfile, PROFILE_FILE_MAX_BYTES, profileFile, profileFileName } from './profile-file';
import { problemWords, Received } from './received';

const { keep, sections } = profile;
const kind = profileKind(sections);
const words: EngineWords = {
  title: keep.subject,
  subject: keep.subject,
  submit: keep.send,
  sending: requestForms.shared.sending,
  ...profileLabels(sections),
  sent: keep.sent,
};
const [first] = kind.fields;

/** A sheet to fill in on screen or on paper: label and line side by side. */
const sheet: FieldLook = {
  field:
    'grid gap-1 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-end print:grid-cols-[2fr_3fr] print:gap-0',
  label: 'text-slate-800 print:text-sm',
  control:
    'min-h-11 w-full border-0 border-b border-slate-500 bg-transparent px-1 text-base aria-[invalid=true]:border-b-2 aria-[invalid=true]:border-red-700 print:min-h-6 print:text-sm',
};

/**
 * The building profile on the engine: filled in on screen or printed blank, saved to a file on
 * the manager's device and opened again (its own extra), and sent to the office only when they
 * press the button. The site keeps none of it in the tab unless a send waits for the connection;
 * once sent it stays on screen, to save or print.
 */
export function ProfileForm() {
  const form = useForm(kind, words);
  const { state } = form;
  const fileRef = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState<{ text: string; alert: boolean } | null>(null);

  const save = () => {
    const file = profileFileName(form.values[first?.name ?? ''] ?? '');
    const url = URL.createObjectURL(
      new Blob([profileFile(form.values, sections, new Date())], { type: 'application/json' }),
    );
    const link = Object.assign(document.createElement('a'), { href: url, download: file });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setSaid({ text: fillPlaceholders(keep.saved, { file }), alert: false });
  };

  const open = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = file.size > PROFILE_FILE_MAX_BYTES ? '' : await file.text().catch(() => '');
    const opened = openProfile(text, file.size, sections);
    if (opened.ok)
      for (const [name, value] of Object.entries(opened.values)) form.update(name)(value);
    setSaid(
      opened.ok
        ? { text: fillPlaceholders(keep.opened, { file: file.name }), alert: false }
        : { text: fillPlaceholders(keep[opened.problem], { file: file.name }), alert: true },
    );
  };

  return (
    <EngineForm form={form} className="space-y-8 print:space-y-3">
      <Restored form={form} />
      <ErrorSummary form={form} words={problemWords} level={2} />
      {sections.map((section) => (
        <TitledSection
          key={section.heading}
          titleId={`profile-${slug(section.heading)}`}
          title={section.heading}
          titleClass="text-xl font-bold text-slate-900 print:text-base"
          className="space-y-3 break-inside-avoid print:space-y-1"
        >
          {section.fields.map((label) => {
            const name = profileFieldName(section.heading, label);
            const field = kind.fields.find((candidate) => candidate.name === name);
            return (
              field && (
                <FieldControl
                  key={name}
                  form={form}
                  field={field}
                  problems={problemWords}
                  look={sheet}
                />
              )
            );
          })}
        </TitledSection>
      ))}
      <Honeypot form={form} />
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
        <p role={said?.alert ? 'alert' : 'status'} className="text-slate-900">
          {said?.text}
        </p>
        {state.status === 'sent' ? (
          <Received form={form} sent={state.sent} />
        ) : (
          <>
            <SubmitButton form={form} className="w-full sm:w-auto" />
            <p className="text-sm text-slate-700">{keep.sendNote}</p>
            <SendNotices form={form} />
          </>
        )}
      </TitledSection>
    </EngineForm>
  );
}
