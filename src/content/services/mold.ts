import { areasOf, providersOf, type Service, type ServiceFacts } from './service.ts';

const slug = 'mold-remediation';

export function mold(facts: ServiceFacts): Service {
  const offices = providersOf(facts.offices, slug);
  return {
    slug,
    title: 'Mold Remediation',
    icon: 'mold',
    landing: 'link',
    card: {
      description:
        'Mold after a leak, a flood or years of condensation. We find the moisture that feeds it, contain the area, remove the mold safely and make sure it does not come back.',
      features: [
        'Moisture and mold inspection',
        'Containment under negative air pressure',
        'Removal and HEPA cleaning',
        'Clearance before rebuilding',
      ],
    },
    safetyType: 'mold',
    details: {
      description:
        'Mold grows wherever materials stay wet for more than a day or two: behind a leaking shower, in a basement after a flood, in an attic where a bathroom fan vents. Spraying or painting over it does not remove it, and disturbing it spreads spores through the house. We find and stop the moisture, seal the work area under negative air pressure, remove what is contaminated and clean the rest to the IICRC S520 standard.',
      process: [
        'Inspection: moisture mapping with meters and thermal cameras, and sampling where the extent is unclear.',
        'The moisture source: the leak, condensation or drainage problem is found and fixed first, or the mold comes back.',
        'Containment: plastic walls, zipper doors and negative air machines keep spores out of the rest of the building.',
        'Removal: mold-damaged drywall, insulation and carpet are bagged and taken out; framing is cleaned by HEPA vacuuming, brushing or soda blasting.',
        'Cleaning and drying: HEPA air scrubbers run throughout, surfaces are cleaned and the area dried to normal moisture levels.',
        'Verification: the area is inspected, and tested where needed, before the containment comes down and rebuilding starts.',
      ],
      benefits: [
        'The cause fixed, not only the stain',
        'Containment that protects the rest of your home',
        'Work to the IICRC S520 standard',
        'Clearance before anything is closed up',
        'A written report for buyers, tenants or insurers',
      ],
      equipment: [
        'Negative air machines',
        'HEPA air scrubbers',
        'HEPA vacuums',
        'Containment barriers',
        'Moisture meters',
        'Thermal imaging cameras',
        'Soda blasting',
      ],
      timeline:
        'A small area, such as one bathroom wall, usually takes 1-3 days. A basement or an attic takes 3-7 days, plus rebuilding once the area passes inspection.',
      coverage: [
        'Basements after floods and leaks',
        'Bathrooms and kitchens',
        'Attics and crawl spaces',
        'Rental and multi-unit buildings',
        'Commercial properties',
        ...areasOf(offices),
      ],
    },
    faq: [
      {
        question: 'What does mold removal cost, and who pays?',
        answer: [
          'It depends on how much material must come out and how hard the area is to contain: a few square feet behind a vanity is a small job, a finished basement after a flood a large one. After the inspection you get a written scope and price.',
          'Insurance pays only when the mold follows a covered sudden event, such as a burst pipe. Mold from a long-term leak, humidity or condensation is usually excluded; then you pay us directly, when the work is done.',
        ],
      },
      {
        question: 'How long does it take?',
        answer: [
          'One to three days for a small area, three to seven for a basement or an attic, plus rebuilding once the area is cleared. Fixing the moisture source can add a day if it needs a plumber or a roofer.',
        ],
      },
      {
        question: 'Is it safe to stay at home during the work?',
        answer: [
          'For a small, contained area, usually yes: the containment and the negative air keep spores inside the work zone. Babies, older adults and anyone with asthma, allergies or a weakened immune system should keep away from that area, and stay elsewhere if the mold is in the heating ducts or across a large part of the home.',
        ],
      },
      {
        question: 'Will my insurance cover mold?',
        answer: [
          'Only when it follows a covered event, and most policies limit the amount. Call your insurer as soon as you find mold after a leak or a flood: waiting can be a reason to refuse the claim, since your policy expects you to limit the damage.',
        ],
      },
      {
        question: 'Can I clean it myself with bleach?',
        answer: [
          'Health Canada’s advice is that a small patch, less than about one square metre, on a hard surface can be cleaned by the owner with water and unscented dish detergent, wearing gloves, a mask and eye protection. Bleach is not needed and does not reach into drywall or wood.',
          'Anything larger, mold inside a wall, or mold that returns after cleaning needs the moisture found and the material removed under containment.',
        ],
      },
      {
        question: 'Do I need to be there?',
        answer: [
          'For the inspection, yes, so you can tell us the history: leaks, floods, when the smell started. During the removal the area is closed off and you need not be home; we send photos before the containment comes down.',
        ],
      },
      {
        question: 'What happens to my belongings near the mold?',
        answer: [
          'Hard items, such as glass, metal and plastic, are HEPA-vacuumed and wiped. Porous items with visible growth, such as mattresses, upholstered furniture and cardboard boxes, usually cannot be saved; they are photographed and listed for you or your claim. We move everything near the work area out before the containment goes up.',
        ],
      },
    ],
  };
}
