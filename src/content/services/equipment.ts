import { citiesOf, listOf } from '../../lib/places.ts';
import { areasOf, providersOf, type Service, type ServiceFacts } from './service.ts';

const slug = 'equipment-services';

export function equipment(facts: ServiceFacts): Service {
  const offices = providersOf(facts.offices, slug);
  const cities = listOf(citiesOf(offices));
  return {
    slug,
    title: 'Equipment Services',
    icon: 'equipment',
    landing: 'card',
    card: {
      description:
        'The same professional drying and air-quality equipment our crews use, delivered the same day and set up by a technician, for contractors, property managers and owners.',
      features: [
        'Same-day delivery and setup',
        'Daily, weekly and monthly rentals',
        'Dehumidifiers, air movers and HEPA scrubbers',
        'Moisture monitoring included',
      ],
    },
    safetyType: 'other',
    details: {
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
        `Same-day delivery in and around ${cities}`,
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
        ...areasOf(offices),
      ],
    },
    faq: [
      {
        question: 'What does a rental cost, and who pays?',
        answer: [
          'Each unit is priced by the day, with lower weekly and monthly rates; delivery, setup and pickup are quoted with it. Tell us the size of the space and what got wet, and you get the number of units and the total before anything leaves our shop.',
          'When the rental is part of a covered water loss, the insurer usually pays for it as part of stopping the damage. Otherwise payment is due when the equipment is picked up, or monthly on a contractor or property manager account.',
        ],
      },
      {
        question: 'How fast can you deliver?',
        answer: [
          `The same day you call, usually within a few hours, in and around ${cities}. After a regional storm, when every contractor needs dehumidifiers at once, emergency jobs and existing accounts come first.`,
        ],
      },
      {
        question: 'How many dehumidifiers and air movers do I need?',
        answer: [
          'It depends on the size of the room, what got wet and how wet it is. The industry’s drying standard (IICRC S500) calls for about one air mover for every 10 to 16 feet of wet wall, and dehumidifiers sized to the room’s volume and the outdoor weather. Our technician works it out from your measurements, so you neither rent too few nor pay for too many.',
        ],
      },
      {
        question: 'Is it safe to leave the equipment running overnight?',
        answer: [
          'Yes. Our units are commercial-grade and checked before every rental. The technician plugs them into circuits that can carry them, routes hoses to a drain, and shows you how to reset a unit if the power goes out. Keep doors to the drying area closed and children away from the cords.',
        ],
      },
      {
        question: 'Do I need to be there for delivery and pickup?',
        answer: [
          'Someone needs to let the technician in for setup, which takes 20 to 40 minutes. Pickup can be arranged with a key or a lockbox, or at a site office for contractors.',
        ],
      },
      {
        question: 'Will moving or drying the room damage my belongings?',
        answer: [
          'Not when the equipment is placed well. The technician moves what is in the way only with your say-so, keeps air movers from blowing directly on furniture and artwork, and checks that nothing sensitive, such as a piano or books, sits in the driest airflow.',
        ],
      },
    ],
  };
}
