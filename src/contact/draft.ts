import { readItem, removeItem, writeItem } from '../lib/storage';
import { emptyFields, isEmergencyType, maxLengths, type ContactFields } from './fields';

export const DRAFT_KEY = 'contactFormDraft';

/** The unsent request kept for this tab, so a reload or a closed dialog loses nothing. */
export function loadDraft(): ContactFields {
  let saved: unknown;
  try {
    saved = JSON.parse(readItem('sessionStorage', DRAFT_KEY) ?? 'null');
  } catch {
    return emptyFields;
  }
  if (typeof saved !== 'object' || saved === null) return emptyFields;
  const record = saved as Record<string, unknown>;
  const text = (key: keyof typeof maxLengths) =>
    typeof record[key] === 'string' ? record[key].slice(0, maxLengths[key]) : '';
  const type = typeof record.emergencyType === 'string' ? record.emergencyType : '';
  return {
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    location: text('location'),
    emergencyType: isEmergencyType(type) ? type : '',
    message: text('message'),
    company: '',
  };
}

export function saveDraft(fields: ContactFields): void {
  const { company: _honeypot, ...visible } = fields;
  void _honeypot;
  writeItem('sessionStorage', DRAFT_KEY, JSON.stringify(visible));
}

export function clearDraft(): void {
  removeItem('sessionStorage', DRAFT_KEY);
}
