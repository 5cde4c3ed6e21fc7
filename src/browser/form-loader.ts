// Inlined in every page with the page script, allowed by its hash (scripts/inline-scripts.mjs
// compiles it alone): no import but types, and its text must not change from one build to the
// next. It needs nothing from the network, so the form answers a tap from first paint.
import type {
  FORM_RETRY_EVENT,
  FORM_STATUS_EVENT,
  FormStatus,
} from '../forms/engine/island-status';

const STATUS_EVENT: typeof FORM_STATUS_EVENT = 'form-status';
const RETRY_EVENT: typeof FORM_RETRY_EVENT = 'form-retry';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Notice = 'loading' | 'failed' | '';
type Draft = ReturnType<typeof draftOf>;

/**
 * The forms' code, from the page's first paint until it runs, and after if it fails. A page has
 * the call-back form's island, and may have other forms' (src/form-kinds/): each island is one
 * form, with its notices beside it (its parent's `[data-form-notice]` children). The one owner
 * of each form's status (its island's `data-state`) and of its notices: until the code
 * runs, a press on the form's button says why nothing is sent yet; if the code cannot load or
 * throws, the visitor is told, offered the phones and a retry, and loses no word. The one writer
 * of the draft, before the form's code runs and after: a kept draft fills the pre-rendered fields
 * before the first keystroke, and each keystroke keeps the fields, each within its `maxlength`
 * (the bounds of its kind, src/form-kinds/); the form's code reads it and removes it once sent.
 */
export function startFormLoader(script: HTMLOrSVGScriptElement | null): void {
  const { islandScript, manifest, worker } = script ? script.dataset : {};
  const islands = Array.from(document.querySelectorAll<HTMLElement>('[data-island]')).filter(
    (island) => island.querySelector('form'),
  );
  if (islands.length === 0 || !islandScript) return;

  const afterNextFrame = (task: () => void) => requestAnimationFrame(() => setTimeout(task));
  // The forms' code is fetched once the page has painted (a preload: nothing runs), and run when
  // a form is wanted, after that frame is on screen: the contact dialog opens, a form on the page
  // comes into view or is touched. Running it is one long task on a slow phone, so it never
  // stands between a tap and the phones. A draft kept from before (a reload, a request waiting
  // for the network) has it run once the page has painted, so the words and the waiting request
  // come back by themselves. The timer covers browsers without paint timing, and hidden tabs.
  // The manifest is linked then too: nothing needs it before the page is on screen.
  let requested = false;
  const loaded: Array<() => void> = [];
  const load = () => {
    if (requested) return;
    requested = true;
    const element = document.createElement('script');
    element.type = 'module';
    element.src = islandScript;
    element.addEventListener('error', () => forms.forEach((form) => form.fail()));
    // Each island reports as soon as it runs; still "loading" once the script has run means the
    // script threw before it could.
    element.addEventListener('load', () => loaded.forEach((check) => check()));
    document.head.append(element);
  };

  const forms = islands.map((island) =>
    startForm(island, { islandScript, loaded, wanted: () => afterNextFrame(load), load }),
  );

  let painted = false;
  const afterPaint = () => {
    if (painted) return;
    painted = true;
    const link = (rel: string, href: string) =>
      document.head.append(Object.assign(document.createElement('link'), { rel, href }));
    if (manifest) link('manifest', manifest);
    // On a connection that asks to save data, or a 2G one, the forms' code waits until a form is
    // wanted: the phones are what such a visitor needs first.
    const connection = (
      navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
    ).connection;
    const frugal =
      !!connection && (!!connection.saveData || /2g$/.test(connection.effectiveType || ''));
    if (!frugal) link('modulepreload', islandScript);
    if (forms.some((form) => form.kept)) load();
    // The service worker keeps the pages for a visit with no network (src/browser/service-worker.ts).
    // Registered well after the page is on screen, when the browser is idle: its start and what it
    // fetches ahead cost a first tap right after the paint 30 ms (the bench). A browser that
    // refuses it loses nothing else.
    if (worker && 'serviceWorker' in navigator) {
      const register = () => void navigator.serviceWorker.register(worker).catch(() => undefined);
      setTimeout(() => {
        if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
        else register();
      }, 2000);
    }
  };
  if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      setTimeout(afterPaint);
    }).observe({ type: 'paint', buffered: true });
  }
  setTimeout(afterPaint, 2000);
  addEventListener('online', () => {
    for (const form of forms) if (form.failed()) form.retry(false);
  });
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element && event.target.closest('[data-form-retry]');
    if (button) forms.find((form) => form.owns(button))?.retry(true);
  });
}

/**
 * One form's island: its status and notices, its draft, its retry, and a press on its button
 * before its code runs. `wanted` runs the code once the form is wanted; `load` at once.
 */
function startForm(
  island: HTMLElement,
  {
    islandScript,
    loaded,
    wanted,
    load,
  }: { islandScript: string; loaded: Array<() => void>; wanted: () => void; load: () => void },
) {
  const first = island.querySelector('form')!;
  // The form the island shows now: the form's code renders a new one after a failure.
  const form = () => island.querySelector('form') || first;
  const notices = Array.from(island.parentElement ? island.parentElement.children : []).filter(
    (element): element is HTMLElement => element.hasAttribute('data-form-notice'),
  );
  let status: FormStatus = 'loading';
  // The visitor pressed send, or asked to retry, while the code was missing.
  let asked = false;
  // The island's code has run at least once: a retry renders it again rather than fetch it.
  let ran = false;
  const noticeFor = (): Notice =>
    status === 'failed' ? 'failed' : status !== 'ready' && asked ? 'loading' : '';
  const showNotices = () => {
    const shown = noticeFor();
    for (const notice of notices) notice.hidden = notice.getAttribute('data-form-notice') !== shown;
  };
  const setStatus = (next: FormStatus) => {
    status = next;
    if (next === 'hydrating') ran = true;
    if (next === 'ready') asked = false;
    island.setAttribute('data-state', next);
    showNotices();
  };
  const showNotice = () => {
    const shown = noticeFor();
    const notice = notices.find((n) => n.getAttribute('data-form-notice') === shown);
    if (!notice) return;
    notice.scrollIntoView({ block: 'nearest' });
    notice.focus();
  };
  island.addEventListener(STATUS_EVENT, (event) => {
    const next = (event as CustomEvent<FormStatus>).detail;
    if (next === 'hydrating' || next === 'ready' || next === 'failed') setStatus(next);
  });
  loaded.push(() => status === 'loading' && setStatus('failed'));

  const draft = draftOf(island, first, form);
  const kept = draft.kept;

  const fail = () => setStatus('failed');
  let attempts = 0;
  // A retry asks for the file under a fresh address: WebKit and Gecko answer the same address
  // from their memory of the failure. A reload only when the page names another file (a deploy
  // replaced it), and only when the visitor asked: never from under their fingers.
  const retry = (byVisitor: boolean) => {
    if (byVisitor) asked = true;
    // A form that ran answers by cancelling the event, and renders again.
    if (ran && !island.dispatchEvent(new CustomEvent(RETRY_EVENT, { cancelable: true }))) {
      setStatus('hydrating');
      return;
    }
    setStatus('loading');
    import(`${islandScript}?retry=${++attempts}`)
      .catch(() =>
        fetch(location.pathname, { cache: 'no-store' })
          .then((response) => (response.ok ? response.text() : ''))
          .then((page) => {
            const named = /data-island-script="([^"]+)"/.exec(page);
            if (!named || named[1] === islandScript) throw new Error('The form could not load');
            if (!byVisitor) throw new Error('A reload waits for the visitor');
            draft.keep();
            location.reload();
          }),
      )
      .catch(fail);
  };

  whenWanted(island, first, wanted);
  island.addEventListener('focusin', load);

  followOpeners(form, draft);
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target !== form() || status === 'ready') return;
      event.preventDefault();
      asked = true;
      showNotices();
      showNotice();
    },
    true,
  );
  return {
    kept,
    fail,
    failed: () => status === 'failed',
    retry,
    owns: (element: Element) => notices.some((notice) => notice.contains(element)),
  };
}

/**
 * The one writer of a form's draft before its code runs and after. The draft's contract is the
 * form's markup (EngineForm, src/forms/parts/form-parts.tsx): the storage key, and the one field never kept. A form
 * without a key keeps nothing (the building profile: the site keeps none of it).
 */
function draftOf(island: HTMLElement, first: HTMLFormElement, form: () => HTMLFormElement) {
  const key = first.getAttribute('data-draft-key') || '';
  const omit = first.getAttribute('data-draft-omit');
  const fields = () =>
    Array.from(form().elements).filter(
      (field): field is Field => 'value' in field && !!(field as Field).name,
    );
  const read = (): Record<string, unknown> | null => {
    try {
      const draft: unknown = JSON.parse(sessionStorage.getItem(key) || 'null');
      return draft && typeof draft === 'object' ? (draft as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  // A value set by a script can pass a field's `maxlength`: cut it there, never inside a character.
  const bounded = (field: Field) => {
    const max = 'maxLength' in field && field.maxLength >= 0 ? field.maxLength : Infinity;
    const cut = field.value.slice(0, max);
    return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
  };
  const state = {
    kept: key ? read() : null,
    /**
     * The words an opener started the description with (an agreement, a loss assigned): while
     * the description holds them unchanged, the next opener, on this page or another, may
     * replace them.
     */
    started: '',
    keep: () => {
      const draft: Record<string, string> = {};
      for (const field of fields()) if (field.name !== omit) draft[field.name] = bounded(field);
      if (state.started) draft.started = state.started;
      try {
        sessionStorage.setItem(key, JSON.stringify(draft));
      } catch {
        // Without storage the words stay in the fields.
      }
    },
  };
  // What was kept on another page or before a reload goes into the fields nobody has typed in
  // yet (a browser may have restored some): merged, never overwriting.
  const kept = state.kept;
  if (typeof kept?.started === 'string') state.started = kept.started;
  if (kept)
    for (const field of fields()) {
      const value = kept[field.name];
      if (field.name !== omit && typeof value === 'string' && value && !field.value)
        field.value = value;
    }
  if (key) {
    island.addEventListener('input', state.keep);
    island.addEventListener('change', state.keep);
  }
  return state;
}

/**
 * Runs `load` once the form is wanted: its dialog opens, or the form comes near the screen.
 */
function whenWanted(island: HTMLElement, first: HTMLFormElement, load: () => void) {
  const dialog = first.closest('dialog');
  if (dialog && dialog.open) load();
  else if (dialog)
    new MutationObserver((_, observer) => {
      if (!dialog.open) return;
      observer.disconnect();
      load();
    }).observe(dialog, { attributeFilter: ['open'] });
  else if (window.IntersectionObserver)
    new IntersectionObserver(
      (entries, observer) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '200px' },
    ).observe(island);
  else load();
}

/**
 * An opener that starts a request of its own kind (a rental, not an emergency) chooses its type
 * and starts the description, unless the visitor has written one: a description that is still
 * another opener's words is replaced. The form's markup names the two fields (EngineForm, from its
 * kind's `openers`); a form without them has no openers. The native setter and event let the
 * form's code, if it runs, see the change as typed.
 */
function followOpeners(form: () => HTMLFormElement, draft: Draft) {
  document.addEventListener(
    'click',
    (event) => {
      // Every click passes here, "Get Emergency Help" too: what is not an opener costs nothing.
      const opener = event.target instanceof Element && event.target.closest('[data-request-type]');
      if (!opener) return;
      const named = (attribute: string) =>
        form().elements.namedItem(form().getAttribute(attribute) || '');
      const type = named('data-opener-choice');
      const text = named('data-opener-text');
      if (!(type instanceof HTMLSelectElement) || !(text instanceof HTMLTextAreaElement)) return;
      if (text.value.trim() && text.value !== draft.started) return;
      draft.started = opener.getAttribute('data-request-text') || '';
      const set = (field: Field, value: string | null, kind: string) => {
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
          field,
          value ?? '',
        );
        field.dispatchEvent(new Event(kind, { bubbles: true }));
      };
      set(type, opener.getAttribute('data-request-type'), 'change');
      set(text, opener.getAttribute('data-request-text'), 'input');
    },
    true,
  );
}
