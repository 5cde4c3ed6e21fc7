import type { EmergencyType } from './emergency-types';

export const dangerFirst = 'If anyone is in danger, get everyone out and call 911 first.';

/** What to do while the crew is on its way, most important step first. Short sentences: read on a phone, in a hurry. */
export const safetySteps: Record<EmergencyType, string[]> = {
  'water-damage': [
    'Stay out of water that is near outlets, appliances or the electrical panel.',
    'Shut off the water main if you can reach it safely.',
    'Turn off power to wet areas at the breaker, only if you can stand on a dry floor.',
    'Move documents, medicine and valuables somewhere dry.',
    'Take photos and video of the damage for your insurer.',
    'Do not use a household vacuum to pick up water.',
  ],
  'fire-damage': [
    'Stay out of the building until the fire department says it is safe.',
    'Keep children and pets away from the damaged structure.',
    'Do not turn on power, gas or water in the damaged area.',
    'Do not wipe or wash soot: it smears and sets into surfaces.',
    'Call your insurer and take photos from a safe place.',
  ],
  'storm-damage': [
    'Stay far away from downed power lines: treat every line as live.',
    'If you smell gas, leave at once and call your gas utility from outside.',
    'Do not enter rooms with a sagging ceiling or cracked walls.',
    'Stay out of flood water: it can hide hazards and carry sewage.',
    'Cover broken windows or roof openings only if it is safe to reach them.',
    'Photograph all damage before you clean up.',
  ],
  mold: [
    'Do not touch, scrape or spray the mold: that releases spores.',
    'Keep children, older adults and anyone with breathing problems away.',
    'Turn off fans and forced-air heating that blow through the area.',
    'Close the door to the room if you can.',
    'Stop the water source if you can do so safely.',
  ],
  other: [
    'If you smell gas, leave at once and call your gas utility from outside.',
    'Stay out of any area that looks unsafe.',
    'Stop the source of the damage only if you can do so safely.',
    'Move valuables and medicine away from the damage.',
    'Take photos of the damage for your insurer.',
  ],
};
