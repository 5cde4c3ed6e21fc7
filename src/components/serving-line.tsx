import type { ReactNode } from 'react';
import { CallLink } from './ui/call-link';
import { buttonClass } from './ui/button';
import { EmergencyCallLinks, type OfficeLine } from './emergency-call-links';

/** The company's 24/7 line and the words of its lines, for a company of more than two offices. */
export type CompanyLine = {
  emergencyPhone: string;
  words: { barLine: string; barOffices: string };
};

/**
 * The line that serves this page, where a company of more than two offices offers one: its
 * office's on an office's page (or the office a request went to), the company's 24/7 line elsewhere.
 */
export function ServingLine({
  offices,
  office,
  company,
  className,
  numberClassName,
}: {
  offices: readonly OfficeLine[];
  office: string | null;
  company: CompanyLine;
  className: string;
  numberClassName?: string;
}) {
  const serving = offices.find((each) => each.id === office);
  return (
    <CallLink
      phone={serving?.phone ?? company.emergencyPhone}
      label={serving?.city ?? company.words.barLine}
      className={className}
      numberClassName={numberClassName}
    />
  );
}

/**
 * Every office's line, up to two; with more, the line that serves and the others folded
 * (`<details>`), so what follows stays near; with none known, the 24/7 line.
 */
export function FoldedLines({
  offices,
  office,
  company,
  between,
}: {
  offices: readonly OfficeLine[];
  office: string | null;
  company: CompanyLine;
  /** What comes after the line that serves, before the fold: the emergency dialog's finder. */
  between?: ReactNode;
}) {
  if (offices.length > 0 && offices.length <= 2)
    return <EmergencyCallLinks offices={offices} first={office} />;
  return (
    <>
      <ServingLine
        offices={offices}
        office={office}
        company={company}
        className={buttonClass('secondary', 'w-full')}
      />
      {between}
      {offices.length > 0 && (
        <details className="mt-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-slate-900">
            {company.words.barOffices}
          </summary>
          <div className="mt-2">
            <EmergencyCallLinks offices={offices} first={office} />
          </div>
        </details>
      )}
    </>
  );
}
