import { onSiteWithin } from '../promises.ts';
import { areasOf, providersOf, type Service, type ServiceFacts } from './service.ts';

const slug = 'storm-damage-restoration';

export function stormDamage(facts: ServiceFacts): Service {
  const offices = providersOf(facts.offices, slug);
  return {
    slug,
    title: 'Storm Damage Restoration',
    icon: 'storm',
    landing: 'link',
    card: {
      description:
        'Hail, wind, falling trees and flash floods. We tarp roofs and board up windows the same night, remove the water the storm let in and repair what it broke.',
      features: [
        'Emergency roof tarping and board-up',
        'Fallen trees and debris removed from the structure',
        'Water extraction and drying',
        'Roof, siding and window repairs',
      ],
    },
    safetyType: 'storm-damage',
    details: {
      description: `A storm damages a building in minutes and keeps damaging it until the openings are closed: rain comes in through a broken window, a torn roof or the hole a branch left, and soaks the insulation and ceilings below. Our crews arrive in ${onSiteWithin(facts.response)}, make the building weathertight, dry out what got wet and repair the roof, siding and windows, with photos of every stage for your claim.`,
      process: [
        'Emergency call: we ask about power lines, gas and structural damage first, and tell you what is safe to do until we arrive.',
        'Securing: roof tarps, board-up of broken windows and doors, and branches taken off the structure.',
        'Inspection: the roof, siding and eavestroughs checked hit by hit, thermal imaging of ceilings and walls, and photos for your insurer.',
        'Water extraction and drying of everything the storm let in.',
        'Scope and claim: a written estimate of the repairs, sent to your adjuster.',
        'Repairs: roofing, siding, windows, eavestroughs, drywall and paint, by our crews and trades we have worked with for years.',
      ],
      benefits: [
        'A weathertight building on the first visit',
        'One company for the tarp, the drying and the repairs',
        'Hail and wind damage documented hit by hit for your claim',
        'Direct billing with your insurer',
        'Generators and heaters when the power is out',
      ],
      equipment: [
        'Heavy-duty roof tarps',
        'Board-up materials',
        'Chainsaws and rigging',
        'Generators',
        'Thermal imaging cameras',
        'Dehumidifiers and air movers',
      ],
      timeline:
        'The building is secured on the first visit. Drying takes 3-5 days where rain got in; roof, siding and window repairs usually follow within 2-6 weeks, depending on the damage, the insurer’s approval and how busy roofers are after a regional storm.',
      coverage: [
        'Hail damage',
        'Wind and tornado damage',
        'Fallen trees',
        'Roof leaks after storms',
        'Flash flooding',
        'Ice storms',
        ...areasOf(offices),
      ],
    },
    faq: [
      {
        question: 'What does storm damage repair cost, and who pays?',
        answer: [
          'Hail and wind damage are covered by standard home and commercial policies in Canada, less your deductible. Overland flooding, water that comes in from the ground during a storm, is covered only if your policy has the overland water endorsement.',
          'We photograph the damage and write a scope your adjuster can approve quickly, then bill the insurer directly. Tarping and board-up are part of preventing further damage, which your policy expects you to do right away.',
        ],
      },
      {
        question: 'How long will the repairs take?',
        answer: [
          'The building is made weathertight on the first visit and dried within 3 to 5 days. Repairs usually follow within 2 to 6 weeks. After a large hailstorm roofers and materials are in demand for months, which is why we secure and dry at once: the wait must not cause more damage.',
        ],
      },
      {
        question: 'Is it safe to stay in the house?',
        answer: [
          'Leave at once if you smell gas. Stay out if a tree or a large branch is on the roof, a ceiling sags, a wall has cracked, or a power line is down near the house. Otherwise, once the building is tarped and dry, most families stay home during the repairs.',
        ],
      },
      {
        question: 'Should I call my insurer or you first?',
        answer: [
          'Both, in either order, the same day. Call us to stop the damage, and call your insurer to open the claim. Take photos before anything is moved, and keep the receipts for anything you buy, from tarps to a hotel room.',
        ],
      },
      {
        question: 'Do I need a new roof after hail?',
        answer: [
          'Not always. Hail that only scuffs the granules may shorten a roof’s life without a leak; bruised or cracked shingles, dented vents and eavestroughs, and broken siding are what an adjuster looks for. We mark and photograph every hit on a test square of each slope, so the decision is made on evidence.',
        ],
      },
      {
        question: 'Do I need to be home while you work?',
        answer: [
          'Not for tarping, board-up or roof work that we can reach from outside: we send you photos. For work inside, someone lets us in on the first visit and signs the work authorization.',
        ],
      },
      {
        question: 'What happens to belongings near broken windows or wet ceilings?',
        answer: [
          'They are moved first: to a dry room, or packed out to our facility when a whole floor is affected. Wet items are dried and cleaned where they can be saved; the rest is photographed and listed for your claim.',
        ],
      },
    ],
  };
}
