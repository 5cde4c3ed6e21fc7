import { useLayoutEffect, useState, type RefObject } from 'react';
import { clearDraft, loadDraft, withTyped } from './draft';
import { emptyFields, type ContactFields } from './fields';

/**
 * The form's words. The first render matches the pre-rendered HTML; the draft, and anything typed
 * before this code arrived, are taken in right after, before the browser paints. The form loader
 * keeps them for the tab as they are typed; a sent request's words are removed here.
 */
export function useDraft(formRef: RefObject<HTMLFormElement | null>) {
  const [fields, setFields] = useState<ContactFields>(emptyFields);
  useLayoutEffect(() => {
    const typed = formRef.current ? Object.fromEntries(new FormData(formRef.current)) : {};
    setFields(withTyped(loadDraft(), typed as Record<string, string>));
  }, [formRef]);
  return {
    fields,
    update: setFields,
    clear: () => {
      setFields(emptyFields);
      clearDraft();
    },
  };
}
