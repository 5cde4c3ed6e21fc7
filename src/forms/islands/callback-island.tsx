import { Camera } from '../../components/ui/icons';
import { Toaster } from '../../components/ui/toaster';
import { SafetySteps, WhileYouWait } from '../../components/safety-steps';
import { isEmergencyType } from '../../domain/emergency-types';
import { specFormStrings } from '../../domain/spec-strings';
import { formWords } from 'virtual:site-content';
import { callbackKind, callbackWords } from '../../form-kinds/callback';
import { EngineForm, Fields, Restored, SendNotices, SubmitButton } from '../parts/form-parts';
import { IslandFrame } from '../parts/island-frame';
import { nextMinute } from '../engine/next-minute';
import { answerSettings } from '../sending/office-lines';
import type { Sent } from '../engine/outcome';
import { SentPanel } from '../parts/panels';
import { useForm, type FormEngine } from '../engine/use-form';

export const CALLBACK_ISLAND_ID = 'contact-form';

const words = {
  ...callbackWords,
  // The promise of the office the request went to, as it stands when it is sent (a surge's).
  sent: `${specFormStrings.successLead} {{callBack}}`,
};

/** What happens next: the call-back on the visitor's clock, the reference, photos, what to do now. */
function WhatHappensNext({ form, sent }: { form: FormEngine; sent: Sent }) {
  const words = formWords.sent;
  const next = nextMinute({ ...sent, office: sent.route.office }, answerSettings(), words);
  const type = sent.values.emergencyType ?? '';
  return (
    <SentPanel
      id="next-title"
      heading={words.heading}
      answer={next.callBack}
      officeId={next.officeId}
      another={words.another}
      onAnother={form.newRequest}
    >
      <p className="text-sm text-slate-700">{words.hours}</p>
      <p className="text-slate-800">
        {words.reference}{' '}
        <strong className="rounded bg-slate-100 px-2 py-1 font-mono text-lg tracking-widest">
          {sent.reference}
        </strong>
        <br />
        <span className="text-sm text-slate-600">{words.quote}</span>
      </p>
      {next.photos && (
        <p className="space-y-2 text-slate-800">
          {next.photos.text}{' '}
          <a
            href={next.photos.href}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-slate-900 underline underline-offset-4"
          >
            <Camera aria-hidden="true" className="size-5 shrink-0" />
            {next.photos.label}
          </a>
        </p>
      )}
      <h4 className="font-semibold text-slate-900">{words.whileYouWait}</h4>
      <SafetySteps type={isEmergencyType(type) ? type : 'other'} />
    </SentPanel>
  );
}

/** The spec's call-back form on the engine: its fields, its toasts, and what to do meanwhile. */
function CallbackForm() {
  const form = useForm(callbackKind, words);
  const { state, values } = form;
  if (state.status === 'sent') return <WhatHappensNext form={form} sent={state.sent} />;
  const type = values.emergencyType ?? '';
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">required</span> are required.
      </p>
      <EngineForm form={form} className="grid gap-4 sm:grid-cols-2">
        <Restored form={form} />
        <Fields form={form} />
        <SendNotices form={form} />
        <SubmitButton form={form} className="sm:col-span-2" />
      </EngineForm>
      <WhileYouWait key={type} initialType={isEmergencyType(type) ? type : 'other'} />
    </div>
  );
}

/** The call-back form, its toasts and what follows a send (see island-frame.tsx). */
export function CallbackIsland({ container }: { container?: Element }) {
  return (
    <>
      <IslandFrame container={container}>
        <CallbackForm />
      </IslandFrame>
      <Toaster />
    </>
  );
}
