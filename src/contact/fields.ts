export type EmergencyType = 'water-damage' | 'fire-damage' | 'storm-damage' | 'mold' | 'other';

export const emergencyTypes: ReadonlyArray<{ value: EmergencyType; label: string }> = [
  { value: 'water-damage', label: 'Water Damage / Flooding' },
  { value: 'fire-damage', label: 'Fire / Smoke Damage' },
  { value: 'storm-damage', label: 'Storm Damage' },
  { value: 'mold', label: 'Mold Issues' },
  { value: 'other', label: 'Other Emergency' },
];

export function emergencyTypeLabel(value: string): string {
  return emergencyTypes.find((type) => type.value === value)?.label ?? value;
}

export function isEmergencyType(value: string): value is EmergencyType {
  return emergencyTypes.some((type) => type.value === value);
}

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
