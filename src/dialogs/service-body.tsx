import type { ReactNode } from 'react';
import { Badge } from '../components/ui/badge';
import { WhileYouWaitFor } from '../components/safety-steps';
import type { EmergencyType } from '../contact/fields';
import { serviceDetails } from '../content/service-details';
import type { ServiceId } from '../content/services';
import { siteConfig } from '../site.config';

const safetyTypeFor: Record<ServiceId, EmergencyType> = {
  water: 'water-damage',
  fire: 'fire-damage',
  equipment: 'other',
};

const detailsOf = serviceDetails(siteConfig);

// A heading and its content; not a landmark, since each service dialog has the same parts.
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-3 text-lg font-bold">{title}</h3>
      {children}
    </div>
  );
}

export function ServiceBody({ id }: { id: ServiceId }) {
  const details = detailsOf[id];
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{details.description}</p>
      <WhileYouWaitFor type={safetyTypeFor[id]} />
      <Part title="Our Process">
        <ol className="space-y-3">
          {details.process.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-red-700 text-sm font-bold text-white"
              >
                {i + 1}
              </span>
              <span className="pt-0.5 text-slate-700">{step}</span>
            </li>
          ))}
        </ol>
      </Part>
      <Part title="Key Benefits">
        <ul className="list-disc space-y-1.5 pl-5 text-slate-700 marker:text-red-700">
          {details.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Part>
      <Part title="Equipment & Tools">
        <ul className="flex flex-wrap gap-2">
          {details.equipment.map((item) => (
            <Badge key={item}>{item}</Badge>
          ))}
        </ul>
      </Part>
      <Part title="Timeline">
        <p className="text-slate-700">{details.timeline}</p>
      </Part>
      <Part title="Service Coverage">
        <ul className="flex flex-wrap gap-2">
          {details.coverage.map((area) => (
            <Badge key={area}>{area}</Badge>
          ))}
        </ul>
      </Part>
    </div>
  );
}
