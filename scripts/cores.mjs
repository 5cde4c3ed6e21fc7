// @ts-check
/**
 * The cores a test run may keep busy: those the process may be scheduled on (Node's
 * `availableParallelism()` follows a CPU affinity mask, as `taskset -c 0` sets), fewer where a
 * cgroup's CPU quota allows less (a container given 1.5 CPUs carries one busy part, not two).
 * `TEST_CORES` in the environment says it outright; `npm test` passes what it found to every part.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * The whole cores a cgroup v2 `cpu.max` ("max 100000", "150000 100000") or v1 quota and period
 * allow, or null for no limit.
 * @param {string | null} quota the quota in microseconds a period, or "max" / "-1" for none
 * @param {string | null} period the period in microseconds
 */
export function coresOfQuota(quota, period) {
  const allowed = Number(quota);
  const every = Number(period);
  if (!quota || !period || !(allowed > 0) || !(every > 0)) return null;
  return Math.max(1, Math.floor(allowed / every));
}

/**
 * The cores to use: `override` when it is a whole number of at least one, else the fewest of
 * what the scheduler allows and each quota found.
 * @param {{ parallelism: number, quotas: Array<number | null>, override?: string }} found
 */
export function coresFrom({ parallelism, quotas, override }) {
  const given = Number(override);
  if (override && Number.isInteger(given) && given >= 1) return given;
  const limits = quotas.filter((quota) => quota !== null);
  return Math.max(1, Math.min(parallelism, ...limits));
}

/** @param {string} path */
const readText = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/**
 * The quotas of the cgroups a process is in (`/proc/self/cgroup`), from its own group up to the
 * root: each level may set one, and the tightest holds. cgroup v2 keeps `cpu.max`; v1 (and the
 * hybrid of both) `cpu.cfs_quota_us` and `cpu.cfs_period_us`. Empty where there are no cgroups.
 * @param {string} membership the text of `/proc/self/cgroup`
 * @param {(path: string) => string | null} read a file's text, or null when it cannot be read
 */
export function cgroupQuotas(membership, read = readText) {
  /** @type {Array<number | null>} */
  const quotas = [];
  /** @param {string} root @param {string} path @param {(dir: string) => Array<string | null>} quotaIn */
  const upFrom = (root, path, quotaIn) => {
    const levels = path.split('/').filter(Boolean);
    for (let depth = levels.length; depth >= 0; depth--) {
      const [quota = null, period = null] = quotaIn([root, ...levels.slice(0, depth)].join('/'));
      quotas.push(coresOfQuota(quota, period));
    }
  };
  for (const line of membership.split('\n')) {
    const [, controllers, path] = /^\d+:([^:]*):(\/.*)$/.exec(line.trim()) ?? [];
    if (path === undefined) continue;
    if (controllers === '') {
      const root =
        read('/sys/fs/cgroup/cgroup.controllers') === null
          ? '/sys/fs/cgroup/unified'
          : '/sys/fs/cgroup';
      upFrom(root, path, (dir) => (read(`${dir}/cpu.max`) ?? '').trim().split(/\s+/));
    } else if (controllers?.split(',').includes('cpu'))
      upFrom(`/sys/fs/cgroup/${controllers}`, path, (dir) => [
        read(`${dir}/cpu.cfs_quota_us`)?.trim() ?? null,
        read(`${dir}/cpu.cfs_period_us`)?.trim() ?? null,
      ]);
  }
  return quotas;
}

/** The cores this run may use (see the top of this file). */
export function usableCores(env = process.env) {
  return coresFrom({
    parallelism: availableParallelism(),
    quotas: cgroupQuotas(readText('/proc/self/cgroup') ?? ''),
    override: env.TEST_CORES,
  });
}

/**
 * The browser stories' workers for a run of `cores`: half of them as Playwright's default, but
 * two on two cores (a story waits on its page more than it computes), and one on one.
 * @param {number} cores
 */
export const storyWorkers = (cores) => Math.min(cores, Math.max(2, Math.floor(cores / 2)));
