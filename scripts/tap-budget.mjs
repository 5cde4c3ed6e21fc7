// @ts-check
/**
 * The tap's budget, as `npm run bench` holds it: the site's tap against the bare floor (a native
 * <dialog>, two call links) and, where the dialog's own content costs more than the budget
 * leaves, against the second floor (the site's dialog alone, as its first frame draws it).
 */

/** The site's tap within this many times the bare floor's… */
export const FLOOR_BUDGET = 1.25;
/** …or, where the dialog alone is over that, within this many times the dialog alone. */
export const DIALOG_BUDGET = 1.1;
/** How sure the bench wants to be of a verdict before it stops tapping: a 90 % interval. */
export const INTERVAL = 0.9;

/**
 * The mean of the middle half of the values (the interquartile mean). Event Timing rounds each
 * duration to 8 ms, so a median moves in steps of 8 ms, a fifth of the floor's; the middle half's
 * mean is as deaf to a stray slow tap as the median and moves in finer steps.
 * @param {number[]} values
 */
export function middleMean(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const cut = Math.floor(sorted.length / 4);
  const middle = sorted.slice(cut, sorted.length - cut);
  return middle.reduce((sum, value) => sum + value, 0) / middle.length;
}

/**
 * A seeded pseudo-random source (mulberry32), so that the same taps always give the same
 * interval.
 * @param {number} seed
 */
function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How far the ratio of two sets of taps' middle-half means could be from what more taps would
 * give: the central `INTERVAL` of the ratio over the taps drawn again at random (a bootstrap).
 * @param {number[]} site
 * @param {number[]} floor
 * @param {{ draws?: number, seed?: number }} [options]
 * @returns {[number, number]}
 */
export function ratioInterval(site, floor, { draws = 2000, seed = 1 } = {}) {
  const random = randomFrom(seed);
  const redrawn = (/** @type {number[]} */ values) =>
    values.map(() => values[Math.floor(random() * values.length)] ?? NaN);
  const ratios = Array.from(
    { length: draws },
    () => middleMean(redrawn(site)) / middleMean(redrawn(floor)),
  ).sort((a, b) => a - b);
  const tail = (1 - INTERVAL) / 2;
  return [
    ratios[Math.floor(tail * (draws - 1))] ?? NaN,
    ratios[Math.ceil((1 - tail) * (draws - 1))] ?? NaN,
  ];
}

/**
 * Whether a page's taps at one moment meet the budget, from the durations of the same moment's
 * taps on the page, the bare floor and the dialog alone. The verdict is the ratio's; it is
 * `decided` when its interval lies wholly on one side of the budget, so that more taps would
 * hardly change it.
 * @param {{ site: number[], floor: number[], dialog: number[] }} durations
 * @returns {{ toFloor: number, toDialog: number, met: boolean, decided: boolean, text: string }}
 */
export function tapVerdict({ site, floor, dialog }) {
  const toFloor = middleMean(site) / middleMean(floor);
  const toDialog = middleMean(site) / middleMean(dialog);
  const underFloor = toFloor <= FLOOR_BUDGET;
  const underDialog = toDialog <= DIALOG_BUDGET;
  const floorInterval = ratioInterval(site, floor);
  const dialogInterval = ratioInterval(site, dialog);
  const range = (/** @type {[number, number]} */ [low, high]) =>
    `(${low.toFixed(2)}–${high.toFixed(2)})`;
  const surelyMet = floorInterval[1] <= FLOOR_BUDGET || dialogInterval[1] <= DIALOG_BUDGET;
  const surelyMissed = floorInterval[0] > FLOOR_BUDGET && dialogInterval[0] > DIALOG_BUDGET;
  const text = underFloor
    ? `${toFloor.toFixed(2)}× the floor ${range(floorInterval)} ≤ ${FLOOR_BUDGET}×`
    : `${toFloor.toFixed(2)}× the floor ${range(floorInterval)} > ${FLOOR_BUDGET}×, ${toDialog.toFixed(2)}× the dialog alone ${range(dialogInterval)} ${underDialog ? '≤' : '>'} ${DIALOG_BUDGET}×`;
  return {
    toFloor,
    toDialog,
    met: underFloor || underDialog,
    decided: surelyMet || surelyMissed,
    text,
  };
}
