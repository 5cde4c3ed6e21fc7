import type { ReactNode } from 'react';
import { Badge } from './ui/badge';
import type { ServiceDetails as Details } from '../content/types';
import { LinkedList, LinkedText } from './ui/linked-text';

type Level = 'h2' | 'h3';

// A heading and its content; not a landmark, since every service has the same parts.
function Part({ title, as: Heading, children }: { title: string; as: Level; children: ReactNode }) {
  return (
    <div>
      <Heading className="mb-3 text-lg font-bold text-slate-900 sm:text-xl">{title}</Heading>
      {children}
    </div>
  );
}

/** The spec's service details: process, benefits, equipment, timeline and coverage. */
export function ServiceDetails({ details, headings }: { details: Details; headings: Level }) {
  return (
    <>
      <Part title="Our Process" as={headings}>
        <ol className="space-y-3">
          {details.process.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-red-700 text-sm font-bold text-white"
              >
                {i + 1}
              </span>
              <span className="pt-0.5 text-slate-700">
                <LinkedText text={step} />
              </span>
            </li>
          ))}
        </ol>
      </Part>
      <Part title="Key Benefits" as={headings}>
        <LinkedList
          items={details.benefits}
          className="list-disc space-y-1.5 pl-5 text-slate-700 marker:text-red-700"
        />
      </Part>
      <Part title="Equipment & Tools" as={headings}>
        <ul className="flex flex-wrap gap-2">
          {details.equipment.map((item) => (
            <Badge key={item}>{item}</Badge>
          ))}
        </ul>
      </Part>
      <Part title="Timeline" as={headings}>
        <p className="text-slate-700">
          <LinkedText text={details.timeline} />
        </p>
      </Part>
      <Part title="Service Coverage" as={headings}>
        <ul className="flex flex-wrap gap-2">
          {details.coverage.map((area) => (
            <Badge key={area}>{area}</Badge>
          ))}
        </ul>
      </Part>
    </>
  );
}
