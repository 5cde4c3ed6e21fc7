import { longDate } from '../lib/dates';
import { fillPlaceholders } from '../lib/fill-placeholders';

/**
 * Under a sourced fact: the owner's words ("Source: {{source}}, checked {{date}}."), its source a
 * link named by its host, and the day it was checked.
 */
export function SourceLine({
  words,
  source,
  checked,
}: {
  words: string;
  source: string;
  checked: string;
}) {
  const [before, after = ''] = words.split('{{source}}');
  const date = { date: longDate(checked) };
  return (
    <p className="text-sm text-slate-600">
      {fillPlaceholders(before!, date)}
      <a href={source} className="inline-flex min-h-6 items-center underline underline-offset-2">
        {new URL(source).hostname.replace(/^www\./, '')}
      </a>
      {fillPlaceholders(after, date)}
    </p>
  );
}
