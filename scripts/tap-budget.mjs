// @ts-check
/**
 * The tap's budget, as `npm run bench` holds it: the site's tap within 1.1× the tap on its dialog
 * alone, as the dialog's first frame draws it (the 911 line stays in that frame). The bare floor
 * (a native <dialog>, two call links) is measured and said beside it, and binds nothing: its
 * budget was retired when the 911 line stayed in the first frame (docs/performance.md).
 */

/** The site's tap within this many times the tap on its dialog alone. */
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
 * Whether a page's taps at one moment meet the budget, by the 90 % interval of their ratio to the
 * dialog alone's: `met` when the whole interval lies at or under the budget, `missed` when it lies
 * wholly over it, `undecided` while it straddles it (more taps may tell; the bench says an
 * undecided verdict as such, and fails only on a miss). The bare floor's ratio is said beside it.
 * @param {{ site: number[], floor: number[], dialog: number[] }} durations
 * @returns {{ toFloor: number, toDialog: number, outcome: 'met' | 'missed' | 'undecided', met: boolean, decided: boolean, text: string }}
 */
export function tapVerdict({ site, floor, dialog }) {
  const toFloor = middleMean(site) / middleMean(floor);
  const toDialog = middleMean(site) / middleMean(dialog);
  const [low, high] = ratioInterval(site, dialog);
  const floorInterval = ratioInterval(site, floor);
  const outcome = high <= DIALOG_BUDGET ? 'met' : low > DIALOG_BUDGET ? 'missed' : 'undecided';
  const range = (/** @type {number} */ from, /** @type {number} */ to) =>
    `(${from.toFixed(2)}–${to.toFixed(2)})`;
  const sign = { met: '≤', missed: '>', undecided: 'around' }[outcome];
  return {
    toFloor,
    toDialog,
    outcome,
    met: outcome !== 'missed',
    decided: outcome !== 'undecided',
    text: `${toDialog.toFixed(2)}× the dialog alone ${range(low, high)} ${sign} ${DIALOG_BUDGET}×; ${toFloor.toFixed(2)}× the bare floor ${range(...floorInterval)}`,
  };
}
