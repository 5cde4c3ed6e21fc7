import { useMemo, type ReactElement } from 'react';
import { requestForms } from 'virtual:site-content/requestForms';
import { businessKindNames, businessKinds, type BusinessKindName } from '../../form-kinds/business';
import { profileKindName } from '../../form-kinds/profile';
import { EngineForm, Fields, Restored, SendNotices, SubmitButton } from '../parts/form-parts';
import { ErrorSummary } from '../parts/error-summary';
import { IslandFrame } from '../parts/island-frame';
import { useForm, type EngineWords } from '../engine/use-form';
import { ProfileForm } from './profile-form';
import { problemWords, Received } from './received';

const { shared } = requestForms;

/** A business kind's words: the owner's, from content/pages/request-forms.json. */
function wordsOf(kind: BusinessKindName): EngineWords {
  const words = requestForms[kind];
  return {
    title: words.subject,
    subject: words.subject,
    submit: words.submit,
    sending: shared.sending,
    labels: words.labels,
    sent: words.sent,
  };
}

/** A business request on the engine: its intro, its problems over it, its fields, its send. */
function RequestForm({ kind }: { kind: BusinessKindName }) {
  const words = useMemo(() => wordsOf(kind), [kind]);
  const form = useForm(businessKinds[kind], words);
  const { state } = form;
  if (state.status === 'sent') return <Received form={form} sent={state.sent} />;
  return (
    <EngineForm form={form} className="grid gap-4 sm:grid-cols-2">
      <p className="text-slate-700 sm:col-span-2">
        {requestForms[kind].intro} Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">required</span> {shared.required}
      </p>
      <Restored form={form} />
      <ErrorSummary form={form} words={problemWords} />
      <Fields form={form} problems={problemWords} />
      <SendNotices form={form} />
      <SubmitButton form={form} className="sm:col-span-2" />
    </EngineForm>
  );
}

/** The island id of a form other than the call-back's: one of each kind on a page at most. */
export const requestIslandId = (kind: string) => `request-${kind}`;

/** Each form fetched on the pages that have one, by its kind's name. */
const forms: Record<string, () => ReactElement> = {
  [profileKindName]: () => <ProfileForm />,
  ...Object.fromEntries(businessKindNames.map((kind) => [kind, () => <RequestForm kind={kind} />])),
};

/** A business form's or the building profile's island, by its kind's name. */
export function RequestIsland({ kind, container }: { kind: string; container?: Element }) {
  const form = Object.hasOwn(forms, kind) ? forms[kind] : undefined;
  if (!form) throw new Error(`No form of the kind "${kind}"`);
  return <IslandFrame container={container}>{form()}</IslandFrame>;
}
