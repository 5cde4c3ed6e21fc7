import { onSiteWithin } from '../promises.ts';
import { areasOf, providersOf, type Service, type ServiceFacts } from './service.ts';

const slug = 'water-damage-restoration';

export function waterDamage(facts: ServiceFacts): Service {
  const offices = providersOf(facts.offices, slug);
  return {
    slug,
    title: 'Water Damage Restoration',
    icon: 'water',
    landing: 'card',
    card: {
      description:
        'Burst pipes, sewer backups, spring flooding and failed sump pumps. We extract the water, find the moisture you cannot see and dry your property to industry standard.',
      features: [
        'Emergency water extraction',
        'Thermal moisture mapping',
        'Structural drying and dehumidification',
        'Mold prevention treatment',
      ],
    },
    safetyType: 'water-damage',
    details: {
      description: `Water keeps spreading until it is removed: into drywall, under flooring and into framing, where mold can start within 48 hours. Our crews arrive in ${onSiteWithin(facts.response)}, any hour, stop the damage and dry your property to the IICRC S500 standard, with daily moisture readings you and your insurer can see.`,
      process: [
        'Emergency call: we ask what happened, tell you what to do safely until we arrive and dispatch a crew.',
        'Inspection: we find the source, map the moisture with thermal cameras and meters, and photograph everything for your claim.',
        'Water extraction: truck-mounted and portable extractors remove standing water from floors, carpet and underlay.',
        'Drying and dehumidification: air movers and dehumidifiers are placed to a drying plan and checked every day.',
        'Cleaning and sanitizing: affected areas are cleaned and treated to prevent mold and odour.',
        'Restoration: drywall, flooring and trim that could not be saved are replaced, and the final readings are sent to you.',
      ],
      benefits: [
        `A crew on site in ${onSiteWithin(facts.response)}, 24/7`,
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
        ...areasOf(offices),
      ],
    },
    faq: [
      {
        question: 'What does water damage restoration cost, and who pays?',
        answer: [
          'It depends on how much water there was, how long it sat and what it soaked. We price every job line by line from a written scope, with the estimating software most Canadian insurers use, so your adjuster can check each item.',
          'When the damage is covered, we bill your insurer directly and you pay only your deductible. When it is not, you see the scope and the price before any work beyond stopping the damage, and payment is due when the work is done.',
        ],
      },
      {
        question: 'How long does it take?',
        answer: [
          'Most jobs are dried and restored in 3-7 days. Extraction starts on the first visit, and drying usually takes 3 to 5 days. We take moisture readings every day, so you always know how close it is to done.',
          'Replacing drywall or flooring that could not be saved adds time, depending on the materials and on your insurer’s approval of the repairs.',
        ],
      },
      {
        question: 'Is it safe to stay in the house?',
        answer: [
          'Usually, when the water was clean (a supply line or a burst pipe), power to the wet rooms is off, and you still have a dry bathroom and kitchen. Stay out of rooms with a sagging ceiling.',
          'Sewer backup and flood water carry bacteria: keep children and pets away from them. If they reached your living space, or the furnace or electrical panel got wet, plan to stay elsewhere. Most home policies pay for a hotel or rental while your home cannot be lived in.',
        ],
      },
      {
        question: 'Will my home insurance cover it?',
        answer: [
          'Sudden and accidental water damage, such as a burst pipe or a failed water heater, is covered by most Canadian home policies. Sewer backup and overland flooding (water coming in from outside at ground level) are covered only if your policy includes those endorsements. Damage from a slow leak over months usually is not covered.',
          'Call your insurer to open a claim as soon as the water is stopped. We document the damage the way adjusters need it: photos, moisture maps and daily readings.',
        ],
      },
      {
        question: 'Do I need to be there while you work?',
        answer: [
          'Someone needs to let us in on the first visit and sign the work authorization. After that, no: many owners leave us a key or a lockbox code. We send you photos and the daily readings, and we call before we remove anything.',
        ],
      },
      {
        question: 'What happens to my furniture and belongings?',
        answer: [
          'We take wet documents, photos, medicine and electronics out of the room first, and set furniture on blocks and foam pads off the wet floor. What can be saved is cleaned and dried on site or packed out to our facility.',
          'Anything that cannot be saved is photographed and listed for your claim before it is thrown away, and only with your approval.',
        ],
      },
      {
        question: 'Why not just use fans and a shop vacuum?',
        answer: [
          'A shop vacuum lifts standing water, but not the water that has wicked into drywall, insulation, subfloor and framing. That water stays for weeks, and mold can start within 48 hours. Our meters and thermal cameras find it, and commercial dehumidifiers pull it out, so no one has to open the walls months later.',
        ],
      },
    ],
  };
}
