/** A machine's energy in 24 hours of running, in kilowatt-hours. */
export const kwhPerDay = (watts: number) => (watts * 24) / 1000;

/** The cost of a machine's 24 hours at a price in cents a kilowatt-hour, in dollars. */
export const costPerDay = (watts: number, cents: number) => (kwhPerDay(watts) * cents) / 100;
