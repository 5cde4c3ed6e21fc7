import { inForce } from '../content/surge';
import { surgePlaceholders } from '../content/surge-words';
import type { SiteConfig } from '../content/site-config';
import { rulesFor, SourcedRules } from '../components/sourced-rules';
import { TitledSection } from '../components/titled-section';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { pageText, siteConfig } from 'virtual:site-content';
import { SURGE_SECTION_ID } from './storm-notice';

type Office = SiteConfig['offices'][number];

/**
 * An office's surge in full, on its page, while it is in force: the wait now, who is served
 * first, and what to check before signing with anyone at the door (the office's province's rules
 * and those of every province), each with its source.
 */
export function SurgeSection({ office }: { office: Office }) {
  const { surge } = office;
  if (!surge) return null;
  const words = pageText.surge;
  const fill = (text: string) =>
    fillPlaceholders(text, surgePlaceholders({ ...office, surge }, siteConfig.response));
  return (
    <div
      data-surge-from={surge.startsAt}
      data-surge-until={surge.endsAt}
      hidden={!inForce(surge, new Date())}
      className="rounded-xl border-2 border-amber-500 bg-amber-50 p-6"
    >
      <TitledSection
        id={SURGE_SECTION_ID}
        titleId="storm-surge-title"
        title={fill(words.heading)}
        className="space-y-4"
      >
        <p className="text-lg text-slate-800">{fill(words.text)}</p>
        <h3 className="text-xl font-bold text-slate-900">{words.servedFirstHeading}</h3>
        <ol className="list-decimal space-y-1 pl-6 text-slate-800">
          {surge.servedFirst.map((who) => (
            <li key={who}>{who}</li>
          ))}
        </ol>
        <h3 className="text-xl font-bold text-slate-900">{words.checksHeading}</h3>
        <p className="text-slate-800">{words.checksIntro}</p>
        <SourcedRules rules={rulesFor(words.checks, [office.region])} sourceWords={words.source} />
      </TitledSection>
    </div>
  );
}
