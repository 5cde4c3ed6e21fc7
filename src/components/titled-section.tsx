import type { ReactNode } from 'react';

export const sectionTitleClass = 'text-2xl font-bold text-slate-900';

/** A section of a page named by its heading: the heading's id labels the section. */
export function TitledSection({
  id,
  titleId,
  title,
  titleClass = sectionTitleClass,
  className = 'space-y-3',
  children,
}: {
  /** The section's own id, for a link to it. */
  id?: string;
  titleId: string;
  title: ReactNode;
  titleClass?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className={titleClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}
