/**
 * Each dialog's element id, which is also its URL fragment: /#emergency-help opens the contact
 * dialog on any page, so an ad or an e-mail can link to it. A service's dialog on the landing page
 * takes the service's slug.
 */
export const dialogIds = {
  contact: 'emergency-help',
  privacy: 'privacy-policy',
  terms: 'terms-of-service',
  /** With more than two offices: every office's line by province, and the finder. */
  offices: 'all-offices',
} as const;
