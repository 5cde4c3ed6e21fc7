import type { ReactNode } from 'react';
import type { LegalDocument } from '../content/types';
import { LinkedParagraphs } from '../components/ui/linked-text';

/** A legal text's sections: in its dialog (h3 under the dialog's h2) and on its page (h2). */
export function LegalBody({
  doc,
  headings: Heading,
  children,
}: {
  doc: LegalDocument;
  headings: 'h2' | 'h3';
  /** What follows the text: the terms' link to the check-us page. */
  children?: ReactNode;
}) {
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{doc.updated}</p>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <Heading className="mb-2 text-lg font-bold">{section.heading}</Heading>
          <LinkedParagraphs paragraphs={section.paragraphs} className="mb-2 text-slate-700" />
        </section>
      ))}
      {children}
    </div>
  );
}
