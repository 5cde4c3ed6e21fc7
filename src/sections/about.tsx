import { BadgeCheck, Clock, ShieldCheck, Users } from 'lucide-react';
import { dialogIds } from '../dialogs/dialog-ids';
import { OpenDialogButton } from '../dialogs/open-dialog-button';
import { about, siteConfig } from 'virtual:site-content';
import { LinkedParagraphs, LinkedText } from '../components/ui/linked-text';

const reasonIcons = [Users, Clock, ShieldCheck];

export function About() {
  const { stats, story, mission, credentials, reasons } = about;
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="render-when-near scroll-mt-4 bg-white py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2
          id="about-title"
          className="text-center text-3xl font-extrabold text-slate-900 sm:text-4xl"
        >
          About {siteConfig.companyName}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-xl bg-slate-50 p-5 text-center"
            >
              <dt className="mt-1 font-medium text-slate-700">{stat.label}</dt>
              <dd className="text-3xl font-extrabold text-red-700 sm:text-4xl">{stat.number}</dd>
            </div>
          ))}
        </dl>

        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <div className="space-y-8">
            <div>
              <h3 className="text-2xl font-bold text-slate-900">Our Story</h3>
              <LinkedParagraphs paragraphs={story} className="mt-3 text-slate-700" />
            </div>
            <div>
              <h3 className="text-2xl font-bold text-slate-900">Our Mission</h3>
              <p className="mt-3 text-slate-700">
                <LinkedText text={mission} />
              </p>
            </div>
            <div>
              <h3 className="text-2xl font-bold text-slate-900">Certifications</h3>
              <ul className="mt-3 space-y-2">
                {credentials.map((certification) => (
                  <li key={certification} className="flex gap-2 text-slate-800">
                    <BadgeCheck
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-emerald-700"
                    />
                    {certification}
                  </li>
                ))}
              </ul>
            </div>
          </div>

          <div className="rounded-xl bg-slate-900 p-6 text-white sm:p-8">
            <h3 className="text-2xl font-bold">Why Choose {siteConfig.companyName}?</h3>
            <ul className="mt-6 space-y-6">
              {reasons.map((reason, i) => {
                const Icon = reasonIcons[i] ?? BadgeCheck;
                return (
                  <li key={reason.title} className="flex gap-4">
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-red-700">
                      <Icon aria-hidden="true" className="size-6" />
                    </span>
                    <div>
                      <h4 className="text-lg font-semibold">{reason.title}</h4>
                      <p className="text-slate-200">
                        <LinkedText text={reason.text} />
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
            <OpenDialogButton dialog={dialogIds.contact} className="mt-8 w-full sm:w-auto">
              Get Emergency Help Now
            </OpenDialogButton>
          </div>
        </div>
      </div>
    </section>
  );
}
