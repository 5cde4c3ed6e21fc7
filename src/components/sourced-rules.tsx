import { SourceLine } from './source-line';
import { LinkedText } from './ui/linked-text';

/** A public rule as the content writes it: a province's or every office's, with its source. */
export interface SourcedRule {
  province?: string;
  text: string;
  source: string;
  checked: string;
}

/** Rules for these provinces (a rule with no province holds for every one), each with its source. */
export const rulesFor = <R extends SourcedRule>(
  rules: readonly R[],
  provinces: readonly string[],
) => rules.filter((rule) => !rule.province || provinces.includes(rule.province));

/**
 * A list of public rules, each over the line that names its source and the day it was checked;
 * a phone number or an e-mail address in a rule is a link.
 */
export function SourcedRules({
  rules,
  sourceWords,
}: {
  rules: readonly SourcedRule[];
  /** "Source: {{source}}, checked {{date}}." */
  sourceWords: string;
}) {
  return (
    <ul className="space-y-3">
      {rules.map((rule) => (
        <li key={`${rule.source} ${rule.text.slice(0, 40)}`} className="space-y-1">
          <p className="text-slate-800">
            <LinkedText text={rule.text} />
          </p>
          <SourceLine words={sourceWords} source={rule.source} checked={rule.checked} />
        </li>
      ))}
    </ul>
  );
}
