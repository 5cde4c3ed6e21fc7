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
 * Whether a page's taps at one moment meet the budget, from the durations of the same moment's
 * taps on the page, the bare floor and the dialog alone.
 * @param {{ site: number[], floor: number[], dialog: number[] }} durations
 * @returns {{ toFloor: number, toDialog: number, met: boolean, text: string }}
 */
export function tapVerdict({ site, floor, dialog }) {
  const toFloor = middleMean(site) / middleMean(floor);
  const toDialog = middleMean(site) / middleMean(dialog);
  const underFloor = toFloor <= FLOOR_BUDGET;
  const underDialog = toDialog <= DIALOG_BUDGET;
  const text = underFloor
    ? `${toFloor.toFixed(2)}× the floor ≤ ${FLOOR_BUDGET}×`
    : `${toFloor.toFixed(2)}× the floor > ${FLOOR_BUDGET}×, ${toDialog.toFixed(2)}× the dialog alone ${underDialog ? '≤' : '>'} ${DIALOG_BUDGET}×`;
  return { toFloor, toDialog, met: underFloor || underDialog, text };
}
