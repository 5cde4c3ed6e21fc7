import type { SiteConfig } from '../config/site-config-types';
import { citiesOf, listOf } from '../lib/places';
import type { ServiceId } from './services';

export interface ServiceDetails {
  title: string;
  description: string;
  process: string[];
  benefits: string[];
  equipment: string[];
  timeline: string;
  coverage: string[];
}

/**
 * Rendered into each service's dialog of the pre-rendered page. Each service's coverage ends with
 * the areas its offices serve.
 */
export function serviceDetails(
  config: Pick<SiteConfig, 'offices'>,
): Record<ServiceId, ServiceDetails> {
  const cities = citiesOf(config.offices);
  const areas = cities.map((city) => `${city} and area`);
  return {
    water: {
      title: 'Water Damage Restoration',
      description:
        'Water keeps spreading until it is removed: into drywall, under flooring and into framing, where mold can start within 48 hours. Our crews arrive in under 60 minutes, any hour, stop the damage and dry your property to the IICRC S500 standard, with daily moisture readings you and your insurer can see.',
      process: [
        'Emergency call: we ask what happened, tell you what to do safely until we arrive and dispatch a crew.',
        'Inspection: we find the source, map the moisture with thermal cameras and meters, and photograph everything for your claim.',
        'Water extraction: truck-mounted and portable extractors remove standing water from floors, carpet and underlay.',
        'Drying and dehumidification: air movers and dehumidifiers are placed to a drying plan and checked every day.',
        'Cleaning and sanitizing: affected areas are cleaned and treated to prevent mold and odour.',
        'Restoration: drywall, flooring and trim that could not be saved are replaced, and the final readings are sent to you.',
      ],
      benefits: [
        'A crew on site in under 60 minutes, 24/7',
        'Less demolition: we dry in place whatever can be saved',
        'Documented moisture readings for your insurance claim',
        'Direct billing with your insurer as a preferred vendor',
        'One company from extraction to rebuild',
      ],
      equipment: [
        'Truck-mounted extractors',
        'Thermal imaging cameras',
        'Moisture meters',
        'Low-grain dehumidifiers',
        'High-velocity air movers',
        'Injectidry wall drying systems',
        'HEPA air scrubbers',
      ],
      timeline:
        'Most water damage is dried and restored in 3-7 days. Extraction starts on the first visit; drying usually takes 3-5 days, depending on materials and how long the water sat.',
      coverage: [
        'Basement flooding',
        'Burst and frozen pipes',
        'Sewer backup',
        'Appliance leaks',
        'Roof and ice dam leaks',
        'Commercial properties',
        ...areas,
      ],
    },
    fire: {
      title: 'Fire Damage Restoration',
      description:
        'Smoke and soot are acidic: left alone, they etch glass, corrode metal and stain walls within days, and the water used to fight the fire brings its own damage. We secure the property the same night, stop the damage from spreading and restore your home or business to its condition before the fire.',
      process: [
        'Emergency call and dispatch: a crew is on the way in under 60 minutes, once the fire department releases the property.',
        'Securing the site: board-up of doors and windows, roof tarping and fencing where needed.',
        'Assessment: a written scope of the fire, smoke and water damage, with photos for your insurer.',
        'Water removal and drying: the water used to fight the fire is extracted and the structure dried.',
        'Soot and smoke removal: walls, ceilings and contents are cleaned with dry sponges, HEPA vacuums and specialized cleaners.',
        'Odour removal: thermal fogging and hydroxyl treatment remove smoke odour at its source.',
        'Rebuild: damaged materials are replaced and the property is handed back to you clean and safe.',
      ],
      benefits: [
        'The property secured the same night',
        'Contents pack-out, cleaning and storage',
        'Odour removed, not masked',
        'Insurance claim documented and billed directly',
        'One project manager from board-up to final walk-through',
      ],
      equipment: [
        'HEPA air scrubbers',
        'Hydroxyl generators',
        'Thermal foggers',
        'Dry-ice and soda blasting',
        'Ultrasonic contents cleaning',
        'Negative air machines',
      ],
      timeline:
        'Fire restoration typically takes 2-4 weeks: securing and cleaning in the first days, then repairs, depending on the extent of the damage and the insurer’s approval of the scope.',
      coverage: [
        'House and kitchen fires',
        'Smoke and soot damage',
        'Water damage from firefighting',
        'Contents restoration',
        'Commercial and multi-unit buildings',
        ...areas,
      ],
    },
    equipment: {
      title: 'Equipment Services',
      description:
        'Professional drying and air-quality equipment for contractors, property managers and owners who need it today. Everything is delivered the same day, set up by a technician who explains how to use it, and can be rented by the day, week or month.',
      process: [
        'Call or request a quote: tell us the size of the area and what happened.',
        'Equipment plan: a technician recommends the right number of units for the space.',
        'Same-day delivery: we bring the equipment and set it up.',
        'Monitoring: we check moisture readings and adjust the equipment as the space dries.',
        'Pickup: we collect everything when the job is done and the readings are at target.',
      ],
      benefits: [
        `Same-day delivery in and around ${listOf(cities)}`,
        'Rentals from daily to monthly',
        'Set up and checked by a certified technician',
        'Well-maintained, commercial-grade units',
        'Accounts for contractors and property managers',
      ],
      equipment: [
        'Low-grain dehumidifiers',
        'Air movers',
        'HEPA air scrubbers',
        'Negative air machines',
        'Moisture meters',
        'Portable extractors',
        'Generators',
      ],
      timeline:
        'Delivery the same day you call, usually within a few hours. Rentals run from one day to several months.',
      coverage: [
        'Contractors',
        'Property managers',
        'Homeowners',
        'Commercial and industrial sites',
        'Construction drying',
        ...areas,
      ],
    },
  };
}
