import { Testimonials } from '../components/proof/testimonials';
import { testimonials } from 'virtual:site-content';

/** The landing page's testimonials, newest first; nothing until the owner adds one. */
export function CustomerWords() {
  if (testimonials.length === 0) return null;
  return (
    <div className="render-when-near bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <Testimonials items={testimonials.slice(0, 6)} />
      </div>
    </div>
  );
}
