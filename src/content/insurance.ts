import type { SiteConfig } from '../config/site-config-types';
import { onSiteWithin } from './promises';
import type { Question } from './services';

export interface GuideStep {
  heading: string;
  paragraphs: string[];
}

/** The insurance claims page: how a claim with a restoration company works in Canada. */
export function insuranceGuide(config: Pick<SiteConfig, 'companyName' | 'response'>) {
  const us = config.companyName;
  return {
    title: 'Insurance Claims, Step by Step',
    lede: 'A claim for water, fire or storm damage follows the same steps with nearly every insurer in Canada. Here they are in order: what you do, what we do, and what your insurer does. You do not have to get any of it perfect tonight.',
    steps: [
      {
        heading: 'Make everyone safe',
        paragraphs: [
          'If anyone is in danger, call 911 first. If you smell gas, leave and call your gas utility from outside. After a fire, stay out until the fire department releases the building. Nothing in a claim matters more than this, and nothing in it is lost by waiting for it.',
        ],
      },
      {
        heading: 'Call your insurer and open a claim',
        paragraphs: [
          'The claims number is on your policy, your insurance card or your insurer’s app, and most insurers answer it 24 hours a day. Write down the claim number and the name of whoever you speak to. Tell them a restoration company is on its way to stop the damage.',
          'You can call us before or after your insurer: both calls should happen the same day.',
        ],
      },
      {
        heading: 'Stop the damage from getting worse',
        paragraphs: [
          'Every policy expects you to take reasonable steps to protect your property: shut off the water, cover the roof, board up broken windows. This emergency work does not wait for an adjuster, and insurers pay for it as part of the claim.',
          `That is what our crew does on the first visit, on site in ${onSiteWithin(config.response)}: water extracted, openings closed, drying started, before the damage spreads into what was still dry.`,
        ],
      },
      {
        heading: 'Document everything',
        paragraphs: [
          'Take photos and video of every room before anything is moved or thrown away. Keep damaged items, or a piece of them such as a cut of carpet, until your adjuster says you can discard them. Keep every receipt: tarps, a hotel, meals, a pet kennel.',
          'We add the record an adjuster trusts: photos of each room, moisture maps and daily drying readings, and a photo inventory of any belongings we pack out or discard.',
        ],
      },
      {
        heading: 'Meet the adjuster',
        paragraphs: [
          'Your insurer sends an adjuster, its own or an independent one, to see the damage or review our photos, and to approve the scope of the repairs. We can meet the adjuster on site with you, walk through the damage together, and send the scope in the estimating format most Canadian insurers use, line by line.',
          'You may be present for every visit and ask for a copy of anything the adjuster writes.',
        ],
      },
      {
        heading: 'Direct billing',
        paragraphs: [
          `${us} is a preferred vendor with major insurers. You sign a direction to pay, and your insurer pays us for the approved work directly: you do not carry the bill or wait for a cheque to pay us.`,
        ],
      },
      {
        heading: 'Your deductible',
        paragraphs: [
          'The deductible is the first part of every claim, the amount your policy says you pay yourself; it is often between $500 and $2,500, and higher for water or sewer damage on some policies. You pay it to us when the work is done, and the insurer pays the rest of the approved work.',
          'If the damage costs less than your deductible, the claim pays nothing. We tell you our estimate early, so you can decide whether to claim.',
        ],
      },
      {
        heading: 'You choose the contractor',
        paragraphs: [
          'Your insurer may suggest a restoration company from its own network. You are free to choose another: it is your property, and your policy pays for the work, not for a particular company. Tell your adjuster who you have chosen; the claim works the same way.',
        ],
      },
      {
        heading: 'If you disagree with your insurer',
        paragraphs: [
          'Ask for the decision and the policy wording it rests on in writing. Every insurer has a complaints process and an internal ombudsman; after that, the General Insurance OmbudService (GIO) reviews complaints about most home and business insurers in Canada for free, and your province’s insurance regulator can help too.',
        ],
      },
    ] satisfies GuideStep[],
    questions: [
      {
        question: 'Is flooding covered by home insurance?',
        answer: [
          'Water from a burst pipe or a failed appliance is covered by most policies. Water that comes in from outside at ground level (overland flooding) and water that backs up through a drain (sewer backup) are covered only if you added those endorsements. Your policy’s declarations page lists them.',
        ],
      },
      {
        question: 'Do I pay you up front?',
        answer: [
          'Not for covered work: we bill your insurer directly. You pay your deductible, and anything outside the claim that you choose to add, when the work is done.',
        ],
      },
      {
        question: 'Who pays for a hotel while my home is repaired?',
        answer: [
          'Most home policies include additional living expenses: the extra cost of living elsewhere while your home cannot be lived in, such as a hotel or a rental, and meals beyond your usual grocery bill. Keep every receipt and ask your adjuster for the limit.',
        ],
      },
      {
        question: 'I rent, or I own a condo. Whose insurance is it?',
        answer: [
          'A tenant’s own insurance covers their belongings and living expenses; the building is the landlord’s. In a condominium, the corporation’s policy covers the building and common areas, and the owner’s policy covers their unit’s improvements, belongings and the corporation’s deductible when it is charged back to them. We keep each claim’s scope separate so each insurer pays its part.',
        ],
      },
      {
        question: 'Will a claim raise my premium?',
        answer: [
          'It can: insurers look at claims history when they renew. That is one reason we give you our estimate early; for small damage close to your deductible, paying it yourself may cost you less over time.',
        ],
      },
    ] satisfies Question[],
    disclaimer:
      'This guide is general information, not legal or insurance advice. Your policy’s wording decides what is covered; your insurer or broker can tell you what yours says.',
  };
}
