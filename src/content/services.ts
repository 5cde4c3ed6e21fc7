export type ServiceId = 'water' | 'fire' | 'equipment';

export interface ServiceCard {
  id: ServiceId;
  title: string;
  description: string;
  features: [string, string, string, string];
}

export const services: ServiceCard[] = [
  {
    id: 'water',
    title: 'Water Damage Restoration',
    description:
      'Burst pipes, sewer backups, spring flooding and failed sump pumps. We extract the water, find the moisture you cannot see and dry your property to industry standard.',
    features: [
      'Emergency water extraction',
      'Thermal moisture mapping',
      'Structural drying and dehumidification',
      'Mold prevention treatment',
    ],
  },
  {
    id: 'fire',
    title: 'Fire Damage Restoration',
    description:
      'After the fire department leaves, we secure the building, remove soot and smoke odour, clean what can be saved and rebuild what cannot.',
    features: [
      'Board-up and roof tarping',
      'Soot and smoke residue removal',
      'Odour elimination',
      'Contents cleaning and pack-out',
    ],
  },
  {
    id: 'equipment',
    title: 'Equipment Services',
    description:
      'The same professional drying and air-quality equipment our crews use, delivered the same day and set up by a technician, for contractors, property managers and owners.',
    features: [
      'Same-day delivery and setup',
      'Daily, weekly and monthly rentals',
      'Dehumidifiers, air movers and HEPA scrubbers',
      'Moisture monitoring included',
    ],
  },
];

export const fireExpertise = {
  title: 'Fire Damage Restoration Experts',
  text: 'A fire is only the start of the damage: smoke, soot and the water used to put it out keep working on your property. Our fire crews stop that work and take the insurance paperwork off your hands.',
  points: ['24/7 Response', 'Insurance Claims', 'Certified Experts', 'Advanced Equipment'],
};

export const equipmentHighlights = {
  title: 'Professional-Grade Equipment',
  text: 'Commercial equipment that dries a building in days, not weeks, and proves it with readings.',
  items: [
    {
      title: 'Industrial Dehumidifiers',
      text: 'Low-grain refrigerant units that pull up to 100 litres of water a day from air, walls and floors.',
    },
    {
      title: 'Air Filtration Systems',
      text: 'HEPA air scrubbers and negative air machines that capture soot, dust and mold spores.',
    },
    {
      title: 'Moisture Detection',
      text: 'Thermal cameras and pin and pinless meters that find wet materials behind walls and under floors.',
    },
  ],
};
