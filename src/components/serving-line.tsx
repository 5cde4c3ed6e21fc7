import { pageText, siteConfig } from 'virtual:site-content';
import { CallLink } from './ui/call-link';

/**
 * The line that serves this page, where a company of more than two offices offers one: its
 * office's on an office's page, the company's 24/7 line elsewhere.
 */
export function ServingLine({ office, className }: { office: string | null; className: string }) {
  const serving = siteConfig.offices.find((each) => each.id === office);
  return (
    <CallLink
      phone={serving?.phone ?? siteConfig.emergencyPhone}
      label={serving?.city ?? pageText.callLinks.barLine}
      className={className}
    />
  );
}
