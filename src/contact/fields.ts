import type { EmergencyType } from '../content/schema/emergency-types';

export interface ContactFields {
  name: string;
  phone: string;
  email: string;
  location: string;
  emergencyType: EmergencyType | '';
  message: string;
  /** The honeypot: people never see it, so it stays empty. */
  company: string;
}

export const emptyFields: ContactFields = {
  name: '',
  phone: '',
  email: '',
  location: '',
  emergencyType: '',
  message: '',
  company: '',
};

/** Bounds that keep the largest possible request far below EmailJS's 50 KB limit. */
export const maxLengths = {
  name: 100,
  phone: 30,
  email: 254,
  location: 200,
  message: 2000,
  company: 100,
} as const satisfies Record<Exclude<keyof ContactFields, 'emergencyType'>, number>;

/** The honeypot's name: never kept in a draft, never shown. */
export const HONEYPOT = 'company' satisfies keyof ContactFields;

/** The form's one-line fields, in the order they are shown. */
export const textFields = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name', required: true },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', required: true },
  {
    name: 'email',
    label: 'Email (optional)',
    type: 'email',
    autoComplete: 'email',
    required: false,
  },
  {
    name: 'location',
    label: 'Property Location',
    type: 'text',
    autoComplete: 'address-line1',
    required: true,
  },
] as const;

/** No visible field holds a word: the visitor has cleared the form. */
export const isBlank = (fields: ContactFields) =>
  (Object.keys(fields) as Array<keyof ContactFields>).every(
    (key) => key === HONEYPOT || !fields[key].trim(),
  );
