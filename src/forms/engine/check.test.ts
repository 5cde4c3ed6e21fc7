import { describe, expect, it } from 'vitest';
import { businessKinds } from '../../form-kinds/business';
import { callbackKind } from '../../form-kinds/callback';
import type { FormValues } from '../../form-kinds/form-kind';
import { profileKind } from '../../form-kinds/profile';
import { checkValues, problemText } from './check';
import { emptyValues } from './values';

const today = '2026-11-24';
const { assignment } = businessKinds;
const filled: FormValues = Object.fromEntries(
  assignment.fields.map(({ name, type }) => [
    name,
    type === 'email' ? `${name}@example.net` : type === 'date' ? '2026-11-20' : `value of ${name}`,
  ]),
);

describe('checkValues', () => {
  it('asks for every required field, in the form’s order, and nothing more', () => {
    const missing = checkValues(assignment, emptyValues(assignment), today);
    expect(missing.map((p) => p.name)).toEqual(
      assignment.fields.filter((f) => f.required).map((f) => f.name),
    );
    expect(missing.every((p) => p.problem === 'missing')).toBe(true);
    expect(checkValues(assignment, filled, today)).toEqual([]);
  });

  it('takes spaces alone for nothing', () => {
    expect(checkValues(assignment, { ...filled, insurer: '   ' }, today)).toEqual([
      { name: 'insurer', problem: 'missing' },
    ]);
  });

  it('refuses a date of loss after today, a date that is none, and an e-mail that is not one', () => {
    expect(checkValues(assignment, { ...filled, lossDate: '2026-11-25' }, today)).toEqual([
      { name: 'lossDate', problem: 'futureDate' },
    ]);
    expect(checkValues(assignment, { ...filled, lossDate: '2026-11-24' }, today)).toEqual([]);
    expect(checkValues(assignment, { ...filled, lossDate: '2026-02-30' }, today)).toEqual([
      { name: 'lossDate', problem: 'notDate' },
    ]);
    expect(
      checkValues(assignment, { ...filled, senderEmail: 'adjuster at insurer' }, today),
    ).toEqual([{ name: 'senderEmail', problem: 'notEmail' }]);
  });

  it('takes a choice the list does not offer for none', () => {
    const values = {
      ...emptyValues(callbackKind),
      name: 'Jane',
      phone: '403-555-0188',
      location: 'Calgary',
      message: 'Water',
    };
    expect(checkValues(callbackKind, { ...values, emergencyType: 'flood' }, today)).toEqual([
      { name: 'emergencyType', problem: 'missing' },
    ]);
    expect(checkValues(callbackKind, { ...values, emergencyType: 'mold' }, today)).toEqual([]);
  });

  it('asks the building profile for the building’s name and address alone', () => {
    const kind = profileKind([{ heading: 'The building', fields: ['Name and address', 'Year'] }]);
    expect(checkValues(kind, emptyValues(kind), today)).toEqual([
      { name: kind.fields[0]!.name, problem: 'missing' },
    ]);
  });
});

describe('problemText', () => {
  it('names the field by its label, without its aside', () => {
    expect(problemText('{{label}}: this is required.', 'Claim number (if there is one yet)')).toBe(
      'Claim number: this is required.',
    );
  });
});
