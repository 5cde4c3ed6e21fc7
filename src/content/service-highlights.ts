/** The landing page's two blocks below the service cards, as the spec names them. */
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
