import { pageText, siteConfig } from 'virtual:site-content';
import { listOf } from '../domain/places';
import { onSiteWithin, STAGES, stageTimes, timesOf } from '../content/response-times';
import { promiseMark } from '../content/surge';
import type { SiteConfig } from '../content/site-config';
import { TitledSection } from './titled-section';

/**
 * Our times, stage by stage, for the offices given: one list where they keep the same times, a
 * list per group of offices where they differ, and the limits said wherever the times are.
 */
export function ResponseTimes({ offices }: { offices: readonly SiteConfig['offices'][number][] }) {
  const words = pageText.responseTimes;
  const groups = new Map<string, { cities: string[]; times: ReturnType<typeof stageTimes> }>();
  for (const office of offices) {
    const own = timesOf(siteConfig.response, office.response);
    // A surge of the office holds its on-site time where it stands (src/content/surge.ts).
    const times = {
      ...stageTimes(own),
      onSite: `${promiseMark('onSite', office.surge ? office.id : '', onSiteWithin(own))}, any hour`,
    };
    const key = JSON.stringify(times);
    const group = groups.get(key) ?? { cities: [], times };
    group.cities.push(office.city);
    groups.set(key, group);
  }
  return (
    <TitledSection titleId="times" title={words.heading} className="space-y-4">
      {[...groups.values()].map(({ cities, times }) => (
        <div key={cities.join()} className="space-y-2">
          {groups.size > 1 && (
            <h3 className="text-xl font-bold text-slate-900">{listOf(cities)}</h3>
          )}
          <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {STAGES.map((stage) => (
              <div key={stage} className="grid gap-1 px-4 py-3 sm:grid-cols-2 sm:gap-4">
                <dt className="font-semibold text-slate-900">{words[stage]}</dt>
                <dd className="text-slate-800">{times[stage]}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <p className="text-slate-700">{siteConfig.response.onSiteLimits}</p>
    </TitledSection>
  );
}
