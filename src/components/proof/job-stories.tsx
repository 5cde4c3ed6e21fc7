import type { Job } from '../../content/types';
import { longDate } from '../../lib/dates';
import { Photo } from '../ui/photo';
import { LinkedParagraphs } from '../ui/linked-text';
import { TitledSection } from '../titled-section';
import { pageText } from 'virtual:site-content';

const sizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** Real jobs, told by the crew: what happened, what they did, how long it took, before and after. */
export function JobStories({
  items,
  title = pageText.proof.jobsHeading,
  id = 'jobs',
}: {
  items: readonly Job[];
  title?: string;
  id?: string;
}) {
  if (items.length === 0) return null;
  return (
    <TitledSection titleId={id} title={title} className="space-y-6">
      {items.map((job) => (
        <article
          key={job.id}
          aria-labelledby={`job-${job.id}`}
          className="space-y-4 rounded-xl border border-slate-200 p-5"
        >
          <h3 id={`job-${job.id}`} className="text-xl font-bold text-slate-900">
            {job.title}
          </h3>
          <p className="text-sm text-slate-700">
            {job.town}, {longDate(job.date)}. {pageText.proof.took} {job.duration}.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {(['before', 'after'] as const).map((moment) => (
              <figure key={moment}>
                <Photo photo={job[moment]} sizes={sizes} />
                <figcaption className="mt-1 text-sm font-semibold text-slate-800">
                  {pageText.proof[moment]}
                </figcaption>
              </figure>
            ))}
          </div>
          <LinkedParagraphs paragraphs={job.story} className="text-slate-800" />
        </article>
      ))}
    </TitledSection>
  );
}
