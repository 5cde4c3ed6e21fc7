import { privacyPolicy, termsOfService } from '../content/legal';
import { siteConfig } from '../site.config';

export function LegalBody({ document: which }: { document: 'privacy' | 'terms' }) {
  const doc = which === 'privacy' ? privacyPolicy(siteConfig) : termsOfService(siteConfig);
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{doc.updated}</p>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h3 className="mb-2 text-lg font-bold">{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mb-2 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
