import { cn } from '../lib/cn';
import { Clock, Mail } from 'lucide-react';
import { OfficeCard } from '../components/office-card';
import { ProvinceLines } from '../components/province-lines';
import { GROUPED_ABOVE, standInFor } from '../domain/places';
import { inquiryReplyWithin } from '../content/response-times';
import { dialogIds } from '../dialogs/dialog-ids';
import { OpenDialogButton } from '../dialogs/open-dialog-button';
import { paths } from '../domain/paths';
import { pageText, siteConfig } from 'virtual:site-content';

// The office cards and the General Inquiries card, in rows that stay even for 1–5 offices.
const columns: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
};

/** The card for what is not an emergency: the general inbox, its reply time, and the form. */
function GeneralInquiries() {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-xl font-bold text-slate-900">General Inquiries</h3>
      <a
        href={`mailto:${siteConfig.email.general}`}
        className="mt-4 inline-flex min-h-11 items-center gap-2 break-all font-semibold text-slate-900 underline underline-offset-4"
      >
        <Mail aria-hidden="true" className="size-5 shrink-0" />
        {siteConfig.email.general}
      </a>
      <p className="mt-3 text-slate-700">
        <span className="font-semibold">Response time:</span>{' '}
        {inquiryReplyWithin(siteConfig.response)}
      </p>
      <OpenDialogButton dialog={dialogIds.contact} className="mt-auto w-full">
        GET HELP!
      </OpenDialogButton>
    </li>
  );
}

export function Contact() {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className={cn(
        'render-when-near scroll-mt-4 bg-slate-50 py-16 sm:py-20',
        standInFor(siteConfig.offices.length),
      )}
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2
          id="contact-title"
          className="text-center text-3xl font-extrabold text-slate-900 sm:text-4xl"
        >
          Get Emergency Help Now
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">
          {pageText.landing.contactLede}
        </p>
        {siteConfig.offices.length > GROUPED_ABOVE ? (
          <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
            <div>
              <p className="mb-4 flex items-center gap-2 font-semibold text-emerald-800">
                <Clock aria-hidden="true" className="size-5 shrink-0" />
                24/7 Emergency Response
              </p>
              <ProvinceLines id="contact-lines" offices={siteConfig.offices} heading="h3" />
            </div>
            <ul className="self-start">
              <GeneralInquiries />
            </ul>
          </div>
        ) : (
          <ul
            className={`mt-10 grid gap-6 ${columns[siteConfig.offices.length + 1] ?? 'md:grid-cols-2 lg:grid-cols-3'}`}
          >
            {siteConfig.offices.map((office) => (
              <OfficeCard key={office.id} office={office} heading="h3" lineLabel="Emergency Line">
                <p className="mt-3 flex items-center gap-2 font-semibold text-emerald-800">
                  <Clock aria-hidden="true" className="size-5 shrink-0" />
                  24/7 Emergency Response
                </p>
              </OfficeCard>
            ))}
            <GeneralInquiries />
          </ul>
        )}
        <nav
          aria-labelledby="businesses-title"
          className="mt-10 flex flex-wrap items-center justify-center gap-x-6 gap-y-2"
        >
          <p id="businesses-title" className="font-bold text-slate-900">
            {pageText.landing.businesses}
          </p>
          {(
            [
              [paths.managers, pageText.footer.managers],
              [paths.pros, pageText.footer.pros],
              [paths.trades, pageText.footer.trades],
            ] as const
          ).map(([href, label]) => (
            <a
              key={href}
              href={href}
              className="inline-flex min-h-11 items-center font-semibold text-slate-900 underline underline-offset-4"
            >
              {label}
            </a>
          ))}
        </nav>
      </div>
    </section>
  );
}
