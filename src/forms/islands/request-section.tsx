import type { ReactNode } from 'react';
import { EmergencyCallLinks } from '../../components/emergency-call-links';
import { TitledSection } from '../../components/titled-section';
import { LinkedText } from '../../components/ui/linked-text';
import { fillPlaceholders } from '../../lib/fill-placeholders';
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
  children,
}: {
  kind: BusinessKindName;
  id?: string;
  /** What the page says over the form. */
  children?: ReactNode;
}) {
  const words = requestForms[kind];
  const email = siteConfig.email[businessKinds[kind].fallbackInbox];
  return (
    <TitledSection id={id} titleId={`${kind}-form`} title={words.heading} className="space-y-4">
      {children}
      <div className="space-y-4">
        <FormNotices
          noScript={
            <>
              <p>
                <LinkedText text={fillPlaceholders(requestForms.shared.noScript, { email })} />
              </p>
              <EmergencyCallLinks offices={siteConfig.offices} />
            </>
          }
        />
        <Island id={requestIslandId(kind)} kind={kind}>
          <RequestIsland kind={kind} />
        </Island>
      </div>
    </TitledSection>
  );
}
