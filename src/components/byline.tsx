import type { Guide } from '../content/types';
import { longDate } from '../lib/dates';
import { pageText } from 'virtual:site-content';

/** Who signs a guide, when it was published and, once it changed, when it was updated. */
export function Byline({ guide }: { guide: Pick<Guide, 'byline' | 'published' | 'updated'> }) {
  const text = pageText.guidePage;
  return (
    <p className="text-slate-700">
      {guide.byline}. {text.published}{' '}
      <time dateTime={guide.published}>{longDate(guide.published)}</time>
      {guide.updated && (
        <>
          . {text.updated} <time dateTime={guide.updated}>{longDate(guide.updated)}</time>
        </>
      )}
      .
    </p>
  );
}
