import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../components/breadcrumbs';
import { dialogIds } from '../dialogs/dialog-ids';
import { OpenDialogButton } from '../dialogs/open-dialog-button';
import { RequestButton, type StartedRequest } from '../dialogs/request-button';
import { buttonClass } from '../components/ui/button';
import { CallLink } from '../components/ui/call-link';
import { LinkedText } from '../components/ui/linked-text';

/** The top of every page but the landing page: where it is, its one h1, and the way to help. */
export function PageHero({
  trail,
  title,
  lede,
  facts,
  children,
  request,
  jump,
  action,
}: {
  trail: Crumb[];
  title: string;
  lede: string;
  /** Facts a visitor decides on, under the title: an opening's pay, type, place and last day. */
  facts?: ReactNode;
  children?: ReactNode;
  /** A main action other than "Get Emergency Help": it opens the form with a request started. */
  request?: StartedRequest;
  /** A main action that is a form on the page itself: a link down to it. */
  jump?: { label: string; href: string };
  /** A main action of the page's own, in place of the way to help: an office's review button. */
  action?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className="bg-gradient-to-br from-slate-900 via-slate-800 to-red-950 text-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <Breadcrumbs trail={trail} />
        <h1
          id="page-title"
          className="mt-4 max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl"
        >
          {title}
        </h1>
        {/* Before the lede: on a phone's first screen, clear of the call bar. */}
        {facts && <div className="mt-3 max-w-2xl text-base sm:mt-4 sm:text-lg">{facts}</div>}
        <p className="mt-4 max-w-2xl text-lg text-slate-200">
          <LinkedText text={lede} />
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
          {action ? (
            action
          ) : jump ? (
            <a href={jump.href} className={buttonClass('primary', 'text-lg')}>
              {jump.label}
            </a>
          ) : request ? (
            <RequestButton request={request} className="text-lg" />
          ) : (
            <OpenDialogButton dialog={dialogIds.contact} className="text-lg">
              Get Emergency Help
            </OpenDialogButton>
          )}
          {children}
        </div>
      </div>
    </section>
  );
}

/** An office's page (its own, or a town's it serves): the hero, its main action that office's line. */
export function OfficePageHero({
  trail,
  title,
  lede,
  office,
}: {
  trail: Crumb[];
  title: string;
  lede: string;
  office: { city: string; phone: string };
}) {
  return (
    <PageHero trail={trail} title={title} lede={lede}>
      <CallLink
        phone={office.phone}
        label={`Call ${office.city}`}
        className={buttonClass('onDark', 'text-lg')}
      />
    </PageHero>
  );
}
