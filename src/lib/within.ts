export const timeUp = Symbol('time up');

/** The promise's value, or `timeUp` once `ms` have passed without one. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof timeUp> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<typeof timeUp>((resolve) => {
    timer = setTimeout(() => resolve(timeUp), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
