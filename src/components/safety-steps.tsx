import { TriangleAlert } from './ui/icons';
import { useId, useState, type ReactNode } from 'react';
import { emergencyTypes, isEmergencyType, type EmergencyType } from '../domain/emergency-types';
import { safetySteps } from 'virtual:site-content';
import { LinkedList } from './ui/linked-text';

export function SafetySteps({ type }: { type: EmergencyType }) {
  return (
    <div className="space-y-2">
      <p className="flex gap-2 font-semibold text-red-800">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {safetySteps.dangerFirst}
      </p>
      <LinkedList
        ordered
        items={safetySteps.steps[type]}
        className="list-decimal space-y-1 pl-6 text-slate-800"
      />
    </div>
  );
}

function WhileYouWaitDetails({ children }: { children: ReactNode }) {
  return (
    <details className="rounded-lg border border-slate-300 bg-amber-50 p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">{safetySteps.title}</summary>
      <div className="mt-3 space-y-3">{children}</div>
    </details>
  );
}

/** "While you wait", collapsed: the steps for one emergency type, as static HTML. */
export function WhileYouWaitFor({ type }: { type: EmergencyType }) {
  return (
    <WhileYouWaitDetails>
      <SafetySteps type={type} />
    </WhileYouWaitDetails>
  );
}

/** "While you wait", collapsed, with a choice of emergency type (in the form island). */
export function WhileYouWait({ initialType }: { initialType: EmergencyType }) {
  const [type, setType] = useState<EmergencyType>(initialType);
  const selectId = useId();
  return (
    <WhileYouWaitDetails>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {safetySteps.chooseLabel}
      </label>
      <select
        id={selectId}
        value={type}
        onChange={(event) => isEmergencyType(event.target.value) && setType(event.target.value)}
        className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-3"
      >
        {emergencyTypes.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <SafetySteps type={type} />
    </WhileYouWaitDetails>
  );
}
