import {
  type Dispatch,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { localIsoDay } from '../../lib/dates';
import { fillPlaceholders } from '../../lib/fill-placeholders';
import { REQUEST_EVENTS, reportLead } from '../../domain/lead-events';
import { showToast } from '../../lib/toast-store';
import { whenIdleAfterLoad } from '../../lib/when-idle';
import { answerSettings, loadOffices, officesForSend } from '../sending/office-lines';
import type { FormKind, FormValues, FormWords } from '../../form-kinds/form-kind';
import { formStorage } from '../sending/browser-storage';
import { checkValues, type FieldProblem } from './check';
import { answerDue, callBackPromise, timeOnClock } from './next-minute';
import {
  formReducer,
  initialFormState,
  noticeFor,
  toastFor,
  type FormAction,
  type FormState,
  type Notice,
} from './outcome';
import { loadEmailApi } from '../sending/send-email';
import {
  pruneSends,
  requestNow,
  routeOf,
  sendRequest,
  type Retrying,
  type Route,
} from '../sending/send';
import type { SubmitOutcome } from '../sending/submit-request';
import { useWaitingRequest } from './use-waiting-request';
import { emptyValues, isBlank, parseKept, withTyped } from './values';
import type { AttachWords } from './attachments';
import type { Attachments } from './use-attachments';

/**
 * The words typed, for a kind: the first render matches the pre-rendered HTML; the kept words
 * (the tab's draft, or a waiting request's), then anything typed before this code arrived, are
 * taken in before the browser paints. `latest` is what runs outside a render reads.
 */
function useValues(
  kind: FormKind,
  stored: ReturnType<typeof formStorage>,
  formRef: RefObject<HTMLFormElement | null>,
  fixed: FormValues,
) {
  const [values, setValues] = useState<FormValues>(() => ({ ...emptyValues(kind), ...fixed }));
  const latest = useRef(values);
  const setAll = (next: FormValues) => {
    latest.current = next;
    setValues(next);
  };
  useLayoutEffect(() => {
    const typed = formRef.current ? Object.fromEntries(new FormData(formRef.current)) : {};
    const kept = parseKept(kind, kind.draft ? stored.draft.read() : stored.waiting.read());
    // Read after hydration, so the first render matches the pre-rendered HTML.
    // What the page sets (the opening applied for) is the page's, whatever a draft held.
    const next = { ...withTyped(kind, kept, typed), ...fixed };
    latest.current = next;
    setValues(next);
  }, [kind, stored, formRef, fixed]);
  return { values, latest, setAll };
}

/** The request that did not go, as the words stand now (a word corrected since goes too). */
function useHandOff(kind: FormKind, words: FormWords, values: FormValues, state: FormState) {
  const failure = state.status === 'idle' ? state.failure : undefined;
  return useMemo(
    () => (failure ? requestNow(kind, values, words, failure) : null),
    [kind, values, words, failure],
  );
}

const NO_FIXED: FormValues = {};

/** What the first failed try of a request is told as: the spec's send failure. */
const FIRST_FAILURE: Extract<SubmitOutcome, { kind: 'failed' }> = {
  kind: 'failed',
  reference: '',
  reason: 'error',
  submittedAt: 0,
  trouble: 'network',
  troubleClass: 'passing',
};

/**
 * What a settled request says: the spec's toasts (its error once a request, at the first failed
 * try), or a notice in the form for a kind that tells in notices. `{{time}}`: when the office answers.
 */
function tellOutcome(
  kind: FormKind,
  words: EngineWords,
  outcome: SubmitOutcome,
  route: Route,
  toldFailure: boolean,
): Notice | undefined {
  const sentAt = outcome.kind === 'sent' ? outcome.sentAt : new Date();
  const time = timeOnClock(answerDue(kind.answer, route.office, sentAt, answerSettings()), sentAt);
  const callBack = callBackPromise(route.office, sentAt, answerSettings());
  const sentWords = fillPlaceholders(words.sent, { time, callBack });
  if (kind.tells === 'notices') return noticeFor(outcome, sentWords, words.failed);
  if (!(toldFailure && outcome.kind === 'failed')) showToast(toastFor(outcome, sentWords));
  return undefined;
}

/**
 * What a request says while the page keeps trying: the spec's error toast once, at its first
 * failed try, and the panel of the try to come.
 */
function retryTeller(kind: FormKind, dispatch: Dispatch<FormAction>) {
  let told = false;
  return {
    onRetry: (retrying: Retrying) => {
      // A try with no answer may have arrived: its toast says so, and invites no blind resend.
      const reason = retrying.trouble === 'timeout' ? 'timeout' : 'error';
      if (kind.tells === 'toasts' && !told) showToast(toastFor({ ...FIRST_FAILURE, reason }, ''));
      told = true;
      dispatch({ type: 'retrying', retrying });
    },
    toldFailure: () => told,
  };
}

/**
 * A kind's words, and what it says once sent: `{{time}}` is when the office answers; for a kind
 * with a file, what it says of a file it cannot attach.
 */
export type EngineWords = FormWords & {
  sent: string;
  attach?: AttachWords;
  /** A kind's own words when a send fails, in place of the spec's (an application's). */
  failed?: string;
  /** Over its own inbox's e-mail way, for a kind that sends to its own inbox. */
  otherWay?: string;
  /** Said after the receipt's promise (an application's accommodation). */
  after?: string;
};

/** What a form's page and island give the engine beyond the kind and its words. */
interface EngineOptions {
  /** What the page sets in the form (the opening applied for): it stays as set. */
  fixed?: FormValues;
  /**
   * The kind's documents (use-attachments.ts), held by a form with a file field: their code comes
   * with that form's island, not with every page's.
   */
  files?: Pick<Attachments, 'withFiles' | 'clear' | 'forHandOff'>;
}

/** A kind without a file field: the words go as they are, and nothing is attached. */
const NO_FILES: Pick<Attachments, 'withFiles' | 'clear' | 'forHandOff'> = {
  withFiles: (values) => ({ values, documents: {} }),
  clear: () => {},
  forHandOff: (values) => values,
};

/**
 * A request that went or failed is counted, by its kind and the office it went to; a failure with
 * its class (could it pass, or does the account refuse) and EmailJS's status. One that another
 * tab had just sent is counted there.
 */
function countLead(kind: FormKind, outcome: SubmitOutcome, route: Route) {
  const lead = { office: route.office?.city ?? null, kind: kind.name };
  if (outcome.kind === 'sent' && !outcome.already)
    reportLead({ name: REQUEST_EVENTS.sent, ...lead });
  if (outcome.kind === 'failed')
    reportLead({
      name: REQUEST_EVENTS.failed,
      ...lead,
      failure: {
        class: outcome.troubleClass,
        trouble: outcome.trouble,
        ...(outcome.status === undefined ? {} : { status: outcome.status }),
      },
    });
}

/**
 * The form engine: one hook for every kind of form. It owns the words typed (useValues), the
 * problems of the last send, the send (one path: honeypot, rate limit, reference, EmailJS,
 * timeout, one at a time for the page), what is said after it, the request waiting for the
 * connection, and the lead it counts. The form loader (src/browser/form-loader.ts) keeps a
 * drafting kind's words for the tab as they are typed.
 */
export function useForm(
  kind: FormKind,
  words: EngineWords,
  { fixed = NO_FIXED, files = NO_FILES }: EngineOptions = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const stored = useMemo(() => formStorage(kind), [kind]);
  const { values, latest, setAll } = useValues(kind, stored, formRef, fixed);
  const waiting = useWaitingRequest(formRef, stored.waiting, () =>
    kind.draft ? '1' : JSON.stringify({ ...latest.current, [kind.honeypot]: '' }),
  );
  const [state, dispatch] = useReducer(formReducer, initialFormState);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  // Sends refused for problems: the focus moves to their list on each, and never while typing.
  const [refusals, setRefusals] = useState(0);
  const [today, setToday] = useState('');
  const inFlight = useRef(false);

  useEffect(() => {
    // The day is the visitor's, known only in the browser: the pre-rendered form has no limit.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToday(localIsoDay(new Date()));
    pruneSends();
    // Loaded again on send, where a failure offers the other ways.
    return whenIdleAfterLoad(() => loadEmailApi().catch(() => {}));
  }, []);

  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);

  const update = (name: string) => (value: string) => {
    // The offices' routing and lines, fetched at the first key so the send does not wait for them.
    void loadOffices().catch(() => undefined);
    const next = { ...latest.current, [name]: value };
    setAll(next);
    waiting.keep();
    // A cleared form is an abandoned request: a new one gets a new reference.
    if (isBlank(kind, next)) stored.lastAttempt.remove();
  };

  const settle = (
    outcome: SubmitOutcome,
    route: Route,
    { byItself, toldFailure }: { byItself: boolean; toldFailure: boolean },
  ) => {
    const notice = tellOutcome(kind, words, outcome, route, toldFailure);
    dispatch({ type: 'settled', outcome, route, ...(notice ? { notice } : {}) });
    if (outcome.kind === 'sent' && kind.whenSent === 'clear') {
      setAll({ ...emptyValues(kind), ...fixed });
      files.clear();
      stored.draft.remove();
    }
    if (outcome.kind === 'failed') {
      if (outcome.reason === 'offline') waiting.waitForConnection();
      else if (byItself) waiting.failedByItself();
    }
  };

  async function send() {
    const byItself = waiting.sentByItself();
    if (inFlight.current) return;
    const current = latest.current;
    if (kind.checks === 'summary') {
      const found = checkValues(kind, current, localIsoDay(new Date()));
      setProblems(found);
      if (found.length > 0) {
        setRefusals((count) => count + 1);
        return;
      }
    }
    inFlight.current = true;
    waiting.done();
    const { values: sending, documents } = files.withFiles(current);
    dispatch({ type: 'submit', values: sending });
    try {
      // Fetched at the first key; without them (a fetch slow or failed), the kind's own inbox.
      await officesForSend();
      // Where it goes, worked out once: the e-mail, the lead, the panels and the time follow it.
      const route = routeOf(kind, current);
      const teller = retryTeller(kind, dispatch);
      const outcome = await sendRequest(kind, words, route, sending, {
        attachments: documents,
        onRetry: teller.onRetry,
      });
      countLead(kind, outcome, route);
      settle(outcome, route, { byItself, toldFailure: teller.toldFailure() });
    } finally {
      inFlight.current = false;
    }
  }

  return {
    kind,
    words,
    // A document chosen is named in the request handed off, for the sender to attach.
    handOff: useHandOff(kind, words, files.forHandOff(values), state),
    /** The form element's ref callback: the engine reads what was typed before it took over. */
    formElement: (element: HTMLFormElement | null) => void (formRef.current = element),
    /** The problems' list's ref callback: the focus moves there on a send with problems. */
    summaryElement: (element: HTMLDivElement | null) => void (summaryRef.current = element),
    values,
    update,
    problems,
    today,
    state,
    waiting,
    /** The form's submit handler: the browser's own checks (for a kind that has them) are done. */
    onSubmit: (event: { preventDefault(): void }) => {
      event.preventDefault();
      void send();
    },
    /** Sends the form as if its button were pressed (a waiting request, sent now). */
    requestSubmit: () => formRef.current?.requestSubmit(),
    newRequest: () => dispatch({ type: 'new-request' }),
    /** A field's id: a page has at most one form of each kind. */
    idOf: (name: string) => `${kind.name}-${name}`,
  };
}

export type FormEngine = ReturnType<typeof useForm>;
