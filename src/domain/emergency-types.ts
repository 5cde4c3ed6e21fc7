/** The form's "Type of Emergency" options, as the spec gives them; safety steps and services use them too. */
export const emergencyTypeValues = [
  'water-damage',
  'fire-damage',
  'storm-damage',
  'mold',
  'other',
] as const;

export type EmergencyType = (typeof emergencyTypeValues)[number];

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
