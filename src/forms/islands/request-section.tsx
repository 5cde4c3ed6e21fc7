import type { ReactNode } from 'react';
import { EmergencyCallLinks } from '../../components/emergency-call-links';
import { TitledSection } from '../../components/titled-section';
import { LinkedText } from '../../components/ui/linked-text';
import { fillPlaceholders } from '../../lib/fill-placeholders';
import { addressOf } from '../../domain/routing';
import { requestForms, siteConfig } from 'virtual:site-content';
import { FormNotices } from '../parts/form-notices';
import { Island } from '../parts/island-container';
import { businessKinds, type BusinessKindName } from '../../form-kinds/business';
import { RequestIsland, requestIslandId } from './request-island';

/**
 * A business form on its page, complete in the HTML: its heading, the notices the form loader
 * shows while its code is missing (with scripts off, the e-mail and the lines to use instead),
 * and the form.
 */
export function RequestSection({
  kind,
  id,
  fixed,
  noScript,
  children,
}: {
  kind: BusinessKindName;
  id?: string;
  /** What the page sets in the form (the opening applied for). */
  fixed?: Record<string, string>;
  /** What to do with scripts off, in place of the forms' shared words and every line. */
  noScript?: ReactNode;
  /** What the page says over the form. */
  children?: ReactNode;
}) {
  const words = requestForms[kind];
  const email = addressOf(businessKinds[kind].fallbackInbox, siteConfig.email);
  return (
    <TitledSection id={id} titleId={`${kind}-form`} title={words.heading} className="space-y-4">
      {children}
      <div className="space-y-4">
        <FormNotices
          noScript={
            noScript ?? (
              <>
                <p>
                  <LinkedText text={fillPlaceholders(requestForms.shared.noScript, { email })} />
                </p>
                <EmergencyCallLinks offices={siteConfig.offices} />
              </>
            )
          }
        />
        <Island id={requestIslandId(kind)} kind={kind} fixed={fixed}>
          <RequestIsland kind={kind} fixed={fixed} />
        </Island>
      </div>
    </TitledSection>
  );
}
