import { ExternalLink, Quote } from 'lucide-react';
import type { Testimonial } from '../../content/types';
import { pageText, services } from 'virtual:site-content';
import { LinkedText } from '../ui/linked-text';
import { TitledSection } from '../titled-section';

const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-CA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Customers' own words, each with the public review it comes from. Nothing when there are none,
 * and no review markup: search engines ignore a business's reviews of itself.
 */
export function Testimonials({
  items,
  title = pageText.proof.testimonialsHeading,
  id = 'testimonials',
}: {
  items: readonly Testimonial[];
  title?: string;
  id?: string;
}) {
  if (items.length === 0) return null;
  return (
    <TitledSection titleId={id} title={title} className="space-y-4">
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <figure className="h-full rounded-xl border border-slate-200 bg-white p-5">
              <Quote aria-hidden="true" className="size-6 text-red-700" />
              <blockquote className="mt-2 text-slate-800">
                <p>
                  <LinkedText text={item.quote} />
                </p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{item.name}</span>, {item.town}:{' '}
                {services.find((service) => service.slug === item.service)?.title},{' '}
                {monthName(item.month)}.{' '}
                <a
                  href={item.source.url}
                  rel="noopener"
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-slate-900 underline underline-offset-4 sm:min-h-0"
                >
                  {pageText.proof.readOn} {item.source.name}
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
