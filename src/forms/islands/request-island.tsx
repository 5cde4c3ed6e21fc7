import { useMemo, type ReactElement } from 'react';
import { requestForms } from 'virtual:site-content/requestForms';
import { businessKindNames, businessKinds, type BusinessKindName } from '../../form-kinds/business';
import { profileKindName } from '../../form-kinds/profile';
import { EngineForm, Fields, Restored, SendNotices, SubmitButton } from '../parts/form-parts';
import { ErrorSummary } from '../parts/error-summary';
import { IslandFrame } from '../parts/island-frame';
import { useForm, type EngineWords } from '../engine/use-form';
import { useAttachments } from '../engine/use-attachments';
import { FileControl } from '../parts/file-control';
import { ProfileForm } from './profile-form';
import { problemWords, Received } from './received';
import { paths } from '../../domain/paths';

const { shared } = requestForms;

/**
 * A kind's own words where the owner gave them (today the application's): its failure, its own
 * inbox's e-mail way, and what follows its receipt (an accommodation).
 */
function ownWords(kind: BusinessKindName): Partial<EngineWords> {
  const [failed, otherWay, after] = ownOf(kind, 'failed', 'otherWay', 'accommodation');
  return {
    ...(failed ? { failed } : {}),
    ...(otherWay ? { otherWay } : {}),
    ...(after ? { after } : {}),
  };
}

/** The words of a kind's that only some kinds have, by name: none where it has not. */
function ownOf(kind: BusinessKindName, ...names: string[]): (string | undefined)[] {
  const words: Record<string, unknown> = requestForms[kind];
  return names.map((name) => (typeof words[name] === 'string' ? words[name] : undefined));
}

/** A business kind's words: the owner's, from content/pages/request-forms.json. */
function wordsOf(kind: BusinessKindName): EngineWords {
  const words = requestForms[kind];
  return {
    ...ownWords(kind),
    title: words.subject,
    subject: words.subject,
    submit: words.submit,
    sending: shared.sending,
    labels: words.labels,
    sent: words.sent,
    attach: {
      tooLarge: shared.fileTooLarge,
      notDocument: shared.fileNotDocument,
      unreadable: shared.fileUnreadable,
      noTemplate: shared.fileNoTemplate,
      limit: shared.fileLimit,
    },
  };
}

/** A business request on the engine: its intro, its problems over it, its fields, its send. */
function RequestForm({ kind, fixed }: { kind: BusinessKindName; fixed?: Record<string, string> }) {
  const words = useMemo(() => wordsOf(kind), [kind]);
  const files = useAttachments(businessKinds[kind], words);
  const form = useForm(businessKinds[kind], words, { fixed, files });
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
      <Fields
        form={form}
        problems={problemWords}
        file={(field) => <FileControl form={form} files={files} field={field} />}
      />
      <SendNotices form={form} />
      <WhereItGoes kind={kind} />
      <SubmitButton form={form} className="sm:col-span-2" />
    </EngineForm>
  );
}

/**
 * Before a request is sent, for a kind whose words say it (the application's): the service it
 * passes through, and the privacy policy.
 */
function WhereItGoes({ kind }: { kind: BusinessKindName }) {
  const [privacy, link] = ownOf(kind, 'privacy', 'privacyLink');
  if (!privacy || !link) return null;
  return (
    <p className="text-sm text-slate-700 sm:col-span-2">
      {privacy}{' '}
      <a href={paths.privacy} className="font-medium underline underline-offset-4">
        {link}
      </a>
    </p>
  );
}

/** The island id of a form other than the call-back's: one of each kind on a page at most. */
export const requestIslandId = (kind: string) => `request-${kind}`;

/** Each form fetched on the pages that have one, by its kind's name. */
const forms: Record<string, (fixed?: Record<string, string>) => ReactElement> = {
  [profileKindName]: () => <ProfileForm />,
  ...Object.fromEntries(
    businessKindNames.map((kind) => [
      kind,
      (fixed?: Record<string, string>) => <RequestForm kind={kind} fixed={fixed} />,
    ]),
  ),
};

/** What the page set in a form (its `data-fixed`), read back as text values; none if unreadable. */
function fixedOf(json: string | undefined): Record<string, string> | undefined {
  try {
    const parsed: unknown = JSON.parse(json ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return undefined;
  }
}

/**
 * A business form's or the building profile's island, by its kind's name, with what its page
 * sets in it: given at build, read back from its container (`data-fixed`) in the browser.
 */
export function RequestIsland({
  kind,
  container,
  fixed,
}: {
  kind: string;
  container?: Element;
  fixed?: Record<string, string>;
}) {
  // Read once: a new object each render would make the engine take the page's values in again.
  const set = useMemo(
    () => fixed ?? fixedOf((container as HTMLElement | undefined)?.dataset.fixed),
    [fixed, container],
  );
  const form = Object.hasOwn(forms, kind) ? forms[kind] : undefined;
  if (!form) throw new Error(`No form of the kind "${kind}"`);
  return <IslandFrame container={container}>{form(set)}</IslandFrame>;
}
