import { useLayoutEffect, useState, type RefObject } from 'react';
import { clearDraft, loadDraft, saveDraft, withTyped } from './draft';
import { emptyFields, type ContactFields } from './fields';

/**
 * The form's words, kept for the tab as they are typed. The first render matches the
 * pre-rendered HTML; the draft, and anything typed before this code arrived, are taken in right
 * after, before the browser paints.
 */
export function useDraft(formRef: RefObject<HTMLFormElement | null>) {
  const [fields, setFields] = useState<ContactFields>(emptyFields);
  useLayoutEffect(() => {
    const typed = formRef.current ? Object.fromEntries(new FormData(formRef.current)) : {};
    setFields(withTyped(loadDraft(), typed as Record<string, string>));
  }, [formRef]);
  return {
    fields,
    update: (next: ContactFields) => {
      setFields(next);
      saveDraft(next);
    },
    clear: () => {
      setFields(emptyFields);
      clearDraft();
    },
  };
}
