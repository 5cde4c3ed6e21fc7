import { Badge } from '../components/ui/badge';
import { WhileYouWait } from '../components/safety-steps';
import type { EmergencyType } from '../contact/fields';
import { serviceDetails } from '../content/service-details';
import type { ServiceId } from '../content/services';

const safetyTypeFor: Record<ServiceId, EmergencyType> = {
  water: 'water-damage',
  fire: 'fire-damage',
  equipment: 'other',
};

export function ServiceBody({ id }: { id: ServiceId }) {
  const details = serviceDetails[id];
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{details.description}</p>
      <WhileYouWait initialType={safetyTypeFor[id]} />
      <section aria-labelledby="service-process">
        <h3 id="service-process" className="mb-3 text-lg font-bold">
          Our Process
        </h3>
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
      </section>
      <section aria-labelledby="service-benefits">
        <h3 id="service-benefits" className="mb-3 text-lg font-bold">
          Key Benefits
        </h3>
        <ul className="list-disc space-y-1.5 pl-5 text-slate-700 marker:text-red-700">
          {details.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="service-equipment">
        <h3 id="service-equipment" className="mb-3 text-lg font-bold">
          Equipment &amp; Tools
        </h3>
        <ul className="flex flex-wrap gap-2">
          {details.equipment.map((item) => (
            <Badge key={item}>{item}</Badge>
          ))}
        </ul>
      </section>
      <section aria-labelledby="service-timeline">
        <h3 id="service-timeline" className="mb-2 text-lg font-bold">
          Timeline
        </h3>
        <p className="text-slate-700">{details.timeline}</p>
      </section>
      <section aria-labelledby="service-coverage">
        <h3 id="service-coverage" className="mb-3 text-lg font-bold">
          Service Coverage
        </h3>
        <ul className="flex flex-wrap gap-2">
          {details.coverage.map((area) => (
            <Badge key={area}>{area}</Badge>
          ))}
        </ul>
      </section>
    </div>
  );
}
