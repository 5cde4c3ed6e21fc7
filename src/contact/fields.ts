import type { EmergencyType } from '../content/emergency-types';

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
