import { FileText } from 'lucide-react';
import { EmergencyCallLinks } from '../components/emergency-call-links';
import { LinkedText } from '../components/ui/linked-text';
import { RequestButton } from '../dialogs/request-button';
import { paths } from '../lib/paths';
import { PageHero } from '../sections/page-hero';
import { pros } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { Route } from './routes';

const h2 = 'text-2xl font-bold text-slate-900';
const text = 'text-lg text-slate-800';

/**
 * Adjusters and brokers: what a file receives and when (the settings' times), direct billing,
 * how a file is documented, and "Assign a loss": the form with the request started, the claims
 * e-mail, or the office's line.
 */
export function ProsPage({ route }: { route: Route }) {
  const { deliver, billing, file, assign } = pros;
  const request = { label: assign.requestLabel, emergencyType: 'other', text: assign.requestText };
  return (
    <PageShell nav="other">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} request={request} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12">
        <section aria-labelledby="deliver" className="space-y-3">
          <h2 id="deliver" className={h2}>
            {deliver.heading}
          </h2>
          <ol className={`list-decimal space-y-2 pl-6 ${text}`}>
            {deliver.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="billing" className="space-y-3">
          <h2 id="billing" className={h2}>
            {billing.heading}
          </h2>
          {billing.paragraphs.map((paragraph) => (
            <p key={paragraph} className={text}>
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="file" className="space-y-3">
          <h2 id="file" className={h2}>
            {file.heading}
          </h2>
          <ul className={`list-disc space-y-2 pl-6 ${text}`}>
            {file.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="assign" className="space-y-4">
          <h2 id="assign" className={h2}>
            {assign.heading}
          </h2>
          <p className={text}>
            <LinkedText text={assign.text} />
          </p>
          <RequestButton request={request} />
        </section>
        <section aria-labelledby="calls" className="space-y-3">
          <h2 id="calls" className={h2}>
            {pros.callsHeading}
          </h2>
          <EmergencyCallLinks />
        </section>
        <a
          href={paths.insurance}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-slate-900 underline underline-offset-4"
        >
          <FileText aria-hidden="true" className="size-5 shrink-0" />
          {pros.guideLink}
        </a>
      </div>
    </PageShell>
  );
}
