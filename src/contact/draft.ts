import { cutText } from '../lib/text';
import { isEmergencyType } from '../content/schema/emergency-types';
import { emptyFields, HONEYPOT, maxLengths, type ContactFields } from './fields';
import { formStorage } from './browser-storage';

/**
 * The draft's contract with the form loader (src/contact/form-loader.ts), its one writer (it fills
 * the fields from it, and keeps what is typed, before the form's code runs and after): the form
 * carries the key and the field never kept as `data-draft-key` and `data-draft-omit`, and a draft
 * is an object of field names and values (and `started`, the words an opener began the
 * description with, which only the loader reads). The form's code reads it, and removes it once
 * sent.
 */
export const DRAFT_KEY = formStorage.draft.key;
export const DRAFT_OMIT = HONEYPOT;

/** Any stored or typed value made into fields: unknown keys dropped, lengths bounded by whole characters. */
export function toFields(saved: unknown): ContactFields {
  if (typeof saved !== 'object' || saved === null) return emptyFields;
  const record = saved as Record<string, unknown>;
  const text = (key: keyof typeof maxLengths) =>
    typeof record[key] === 'string' ? cutText(record[key], maxLengths[key]) : '';
  const type = typeof record.emergencyType === 'string' ? record.emergencyType : '';
  return {
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    location: text('location'),
    emergencyType: isEmergencyType(type) ? type : '',
    message: text('message'),
    company: text('company'),
  };
}

/** The unsent request kept for this tab, so a reload or a closed dialog loses nothing. */
export function loadDraft(): ContactFields {
  try {
    return {
      ...toFields(JSON.parse(formStorage.draft.read() ?? 'null')),
      [DRAFT_OMIT]: '',
    };
  } catch {
    return emptyFields;
  }
}

/**
 * What the form holds when its code arrives: the draft, with whatever the visitor typed into the
 * pre-rendered fields meanwhile laid over it (what they typed is newer).
 */
export function withTyped(draft: ContactFields, typed: Record<string, string>): ContactFields {
  const typedFields = toFields(typed);
  const merged = { ...draft };
  for (const key of Object.keys(merged) as Array<keyof ContactFields>)
    if (typedFields[key] !== '') Object.assign(merged, { [key]: typedFields[key] });
  return merged;
}

export function clearDraft(): void {
  formStorage.draft.remove();
}
