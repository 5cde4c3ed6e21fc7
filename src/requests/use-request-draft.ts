import { useLayoutEffect, useState, type RefObject } from 'react';
import { requestStorage } from '../contact/browser-storage';
import { REQUEST_HONEYPOT, type RequestFields, type RequestKindName } from './kinds';
import { emptyRequest, toRequestFields } from './request-message';

/**
 * A business form's words, as src/contact/use-draft.ts keeps the call-back form's: the first
 * render matches the pre-rendered HTML; the tab's draft, and what was typed before this code
 * arrived (newer), are taken in before the browser paints. The form loader keeps them as typed.
 */
export function useRequestDraft(kind: RequestKindName, formRef: RefObject<HTMLFormElement | null>) {
  const stored = requestStorage(kind).draft;
  const [fields, setFields] = useState<RequestFields>(() => emptyRequest(kind));
  useLayoutEffect(() => {
    let kept: unknown = null;
    try {
      kept = JSON.parse(stored.read() ?? 'null');
    } catch {
      // A draft that is not one is no draft.
    }
    const draft: RequestFields = { ...toRequestFields(kind, kept), [REQUEST_HONEYPOT]: '' };
    const typed = toRequestFields(
      kind,
      formRef.current ? Object.fromEntries(new FormData(formRef.current)) : {},
    );
    for (const [name, value] of Object.entries(typed)) if (value) draft[name] = value;
    // Read after hydration, so the first render matches the pre-rendered HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFields(draft);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, formRef]);
  return {
    fields,
    update: setFields,
    clear: () => {
      setFields(emptyRequest(kind));
      stored.remove();
    },
  };
}
