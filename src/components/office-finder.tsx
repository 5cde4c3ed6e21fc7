import { buttonClass } from './ui/button';
import { CallLink } from './ui/call-link';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { paths } from '../domain/paths';
import { pageText, siteConfig, towns } from 'virtual:site-content';

const callClass = 'min-h-11 font-bold text-red-700 underline-offset-4 hover:underline';

/** A text with `{{place}}` as a slot the finder fills with what the visitor typed. */
function WithPlace({ text }: { text: string }) {
  const [before, after] = text.split('{{place}}');
  return (
    <p className="font-semibold text-slate-900">
      {before}
      {after !== undefined && (
        <>
          <span data-place="" />
          {after}
        </>
      )}
    </p>
  );
}

/** The finder in the dialog of every office's line, whose answers the emergency dialog's shares. */
export const OFFICES_FINDER_ID = 'all-offices-finder';

/**
 * "Which office serves me?": a postal code or a town names the office and its line, announced to
 * screen readers. Invisible until its script (src/browser/office-finder.ts) runs, and left out with
 * scripts off (data-js), where the offices' cards below list the towns each serves. Each answer is
 * written here, at build time, in a template the script copies into the status line. In the
 * dialog of every office's line (`inDialog`), the answer for no office leaves their list to the
 * dialog's own, just below.
 */
export function OfficeFinder({
  id = 'office-finder',
  inDialog = false,
  answersFrom,
}: {
  id?: string;
  inDialog?: boolean;
  /** Another finder on the page whose answers this one shows: each is written once a page. */
  answersFrom?: string;
}) {
  const text = pageText.officeFinder;
  const Heading = inDialog ? 'h3' : 'h2';
  return (
    <form
      id={id}
      data-office-finder=""
      data-answers-from={answersFrom}
      data-js=""
      role="search"
      aria-labelledby={`${id}-title`}
      // Invisible, its room kept from the first paint, so nothing moves when its script shows it.
      className={
        inDialog
          ? 'invisible mb-6 rounded-xl border border-slate-200 bg-slate-50 p-4'
          : 'invisible mb-10 rounded-xl border border-slate-200 bg-slate-50 p-6'
      }
    >
      <Heading id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {text.title}
      </Heading>
      <label htmlFor={`${id}-place`} className="mt-3 block font-medium">
        {text.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {text.hint}
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <input
          id={`${id}-place`}
          name="place"
          type="text"
          required
          autoComplete="postal-code"
          aria-describedby={`${id}-hint`}
          className="min-h-11 w-full max-w-xs rounded-md border border-slate-500 bg-white px-3 py-2 text-base"
        />
        <button type="submit" className={buttonClass('primary')}>
          {text.button}
        </button>
      </div>
      <div role="status" className="mt-4 space-y-2" />
      {!answersFrom && <Answers inDialog={inDialog} />}
    </form>
  );
}

/** The answer for each office, and for none, in templates the finder's script copies. */
function Answers({ inDialog }: { inDialog: boolean }) {
  const text = pageText.officeFinder;
  return (
    <>
      {siteConfig.offices.map((office) => (
        <template key={office.id} data-office={office.id}>
          <WithPlace text={fillPlaceholders(text.found, { city: office.city })} />
          <p className="flex flex-wrap gap-x-6">
            <CallLink phone={office.phone} label={office.city} className={callClass} />
            <a href={paths.location(office.id)} className="min-h-11 underline underline-offset-4">
              {office.city} office
            </a>
          </p>
        </template>
      ))}
      {/* A town's own page, on the locations page's finder only: in every page's dialog its
          links would cost every page a template a town; there the office's page links them. */}
      {!inDialog &&
        towns
          .filter((town) => town.hasPage)
          .map((town) => (
            <template
              key={town.path}
              data-town={town.office.id}
              data-names={town.name.toLocaleLowerCase('en-CA')}
              data-areas={(town.postalAreas ?? []).join(' ')}
            >
              <p>
                <a href={town.path} className="min-h-11 font-semibold underline underline-offset-4">
                  {fillPlaceholders(pageText.townPage.name, { town: town.name })}
                </a>
              </p>
            </template>
          ))}
      <template data-office="">
        <WithPlace text={text.none} />
        {!inDialog && (
          <ul className="flex flex-wrap gap-x-6">
            {siteConfig.offices.map((office) => (
              <li key={office.id}>
                <CallLink phone={office.phone} label={office.city} className={callClass} />
              </li>
            ))}
          </ul>
        )}
      </template>
    </>
  );
}
