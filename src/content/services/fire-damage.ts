import { onSiteWithin } from '../promises.ts';
import { areasOf, providersOf, type Service, type ServiceFacts } from './service.ts';

const slug = 'fire-damage-restoration';

export function fireDamage(facts: ServiceFacts): Service {
  const offices = providersOf(facts.offices, slug);
  return {
    slug,
    title: 'Fire Damage Restoration',
    icon: 'fire',
    landing: 'card',
    card: {
      description:
        'After the fire department leaves, we secure the building, remove soot and smoke odour, clean what can be saved and rebuild what cannot.',
      features: [
        'Board-up and roof tarping',
        'Soot and smoke residue removal',
        'Odour elimination',
        'Contents cleaning and pack-out',
      ],
    },
    safetyType: 'fire-damage',
    details: {
      description:
        'Smoke and soot are acidic: left alone, they etch glass, corrode metal and stain walls within days, and the water used to fight the fire brings its own damage. We secure the property the same night, stop the damage from spreading and restore your home or business to its condition before the fire.',
      process: [
        `Emergency call and dispatch: a crew is on the way, on site in ${onSiteWithin(facts.response)}, once the fire department releases the property.`,
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
        ...areasOf(offices),
      ],
    },
    faq: [
      {
        question: 'What does fire restoration cost, and who pays?',
        answer: [
          'Fire is covered by nearly every Canadian home and business policy, so most of our fire jobs are billed directly to the insurer. We write a detailed scope of the fire, smoke and water damage, and your adjuster approves it before repairs begin.',
          'You pay your deductible, and anything outside the claim that you choose to add, such as an upgrade to the kitchen you are rebuilding anyway.',
        ],
      },
      {
        question: 'How long does it take?',
        answer: [
          'Typically 2-4 weeks: the building is secured the first night, cleaned and deodorized over the first week or two, then repaired. Structural damage, or a scope still waiting for approval, adds time; once the scope is approved, your project manager gives you a schedule.',
        ],
      },
      {
        question: 'Can we stay in the house?',
        answer: [
          'Not until the fire department releases the building, and not in rooms with soot or a strong smoke smell. Soot is fine, acidic and carries what burned, plastics included; even a small kitchen fire leaves a film on every surface of that floor.',
          'Your policy’s additional living expenses usually cover a hotel or a rental while the home is cleaned and repaired. Keep every receipt.',
        ],
      },
      {
        question: 'Will insurance cover smoke damage, not only the fire?',
        answer: [
          'Yes, in almost every case: smoke and soot, the water used to put the fire out, board-up, and contents cleaning are all part of a fire claim. Do not throw anything away before it is documented; the adjuster needs an inventory, and our pack-out crew builds one as they work.',
        ],
      },
      {
        question: 'Do I need to be there?',
        answer: [
          'For the first walk-through and to sign the work authorization, yes. After that we work from a key or a lockbox, and your project manager calls you at each stage.',
        ],
      },
      {
        question: 'What happens to our belongings?',
        answer: [
          'Our crew packs out the contents room by room with a photo inventory and takes them to our facility: ultrasonic cleaning for hard items, specialized laundering for clothing and textiles, and deodorizing for all of it. What can be restored comes back when the house is ready; the rest is listed for your claim.',
        ],
      },
      {
        question: 'Will the smoke smell ever go away?',
        answer: [
          'Yes. We remove its source, the soot on surfaces and in ducts and insulation, then neutralize what is left with thermal fogging and hydroxyl generators. Sprays that only cover a smell bring it back on the first humid day.',
        ],
      },
    ],
  };
}
