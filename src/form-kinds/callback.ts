import { specFormStrings, specStorageKeys } from '../domain/spec-strings.ts';
import { emergencyTypes } from '../domain/emergency-types.ts';
import type { FormKind, FormWords } from './form-kind.ts';

/**
 * The spec's emergency call-back form: its fields in its order (section 3), required fields checked
 * by the browser, its toasts, and the words it fixes. Bounds keep the largest request far below
 * EmailJS's 50 KB.
 */
export const callbackKind = {
  name: 'callback',
  sendsKey: specStorageKeys.rateLimit,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100, autoComplete: 'name' },
    { name: 'phone', type: 'tel', required: true, maxLength: 30, autoComplete: 'tel' },
    { name: 'email', type: 'email', required: false, maxLength: 254, autoComplete: 'email' },
    {
      name: 'location',
      type: 'text',
      required: true,
      maxLength: 200,
      autoComplete: 'address-line1',
    },
    {
      name: 'emergencyType',
      type: 'select',
      required: true,
      maxLength: 20,
      options: emergencyTypes,
      wide: true,
    },
    { name: 'message', type: 'textarea', required: true, maxLength: 2000, wide: true },
  ],
  honeypot: 'company',
  openers: { choice: 'emergencyType', text: 'message' },
  routeBy: 'location',
  fallbackInbox: 'inbox',
  from: 'name',
  replyTo: 'email',
  subject: { fields: ['emergencyType'], reference: false },
  draft: true,
  answer: 'callBack',
  checks: 'browser',
  tells: 'toasts',
  whenSent: 'clear',
} as const satisfies FormKind;

/** The spec's labels (section 3) and the e-mail's shorter ones (section 7). */
export const callbackWords: FormWords = {
  title: 'Emergency call-back request',
  subject: specFormStrings.subjectWords,
  submit: specFormStrings.submit,
  sending: specFormStrings.sending,
  labels: {
    name: 'Full Name',
    phone: 'Phone Number',
    email: 'Email (optional)',
    location: 'Property Location',
    emergencyType: 'Type of Emergency',
    message: 'Description of Damage',
  },
  inEmail: { name: 'Name', phone: 'Phone', email: 'Email', emergencyType: 'Emergency Type' },
  choose: { emergencyType: 'Select the type of emergency' },
};
