import type { ServiceId } from '../content/services';

/**
 * Each dialog's element id, which is also its URL fragment: /#emergency-help opens the contact
 * dialog, so an ad or an e-mail can link to it.
 */
export const dialogIds = {
  contact: 'emergency-help',
  privacy: 'privacy-policy',
  terms: 'terms-of-service',
  service: {
    water: 'water-damage-restoration',
    fire: 'fire-damage-restoration',
    equipment: 'equipment-services',
  } satisfies Record<ServiceId, string>,
} as const;
