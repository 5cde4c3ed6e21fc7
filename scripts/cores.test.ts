// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cgroupQuotas, coresFrom, coresOfQuota, storyWorkers } from './cores.mjs';

/** A file system of the texts given; every other file cannot be read. */
const files = (texts: Record<string, string>) => (path: string) => texts[path] ?? null;

describe('the cores npm test may use', () => {
  it('are the whole cores a quota allows, at least one, and none is a limit of "max" or -1', () => {
    expect(coresOfQuota('200000', '100000')).toBe(2);
    expect(coresOfQuota('150000', '100000')).toBe(1);
    expect(coresOfQuota('50000', '100000')).toBe(1);
    expect(coresOfQuota('max', '100000')).toBeNull();
    expect(coresOfQuota('-1', '100000')).toBeNull();
    expect(coresOfQuota(null, null)).toBeNull();
  });

  it('are the fewest of the scheduler’s (an affinity mask) and every quota, unless TEST_CORES says', () => {
    expect(coresFrom({ parallelism: 8, quotas: [] })).toBe(8);
    expect(coresFrom({ parallelism: 8, quotas: [null, 3, null, 4] })).toBe(3);
    expect(coresFrom({ parallelism: 1, quotas: [4] })).toBe(1);
    expect(coresFrom({ parallelism: 2, quotas: [], override: '6' })).toBe(6);
    for (const nonsense of ['0', '-2', '1.5', 'two', ''])
      expect(coresFrom({ parallelism: 2, quotas: [], override: nonsense })).toBe(2);
  });

  it('read the quota of each cgroup v2 level from the process’s own group up to the root', () => {
    const read = files({
      '/sys/fs/cgroup/cgroup.controllers': 'cpu memory',
      '/sys/fs/cgroup/cpu.max': 'max 100000\n',
      '/sys/fs/cgroup/ci/cpu.max': '300000 100000\n',
      '/sys/fs/cgroup/ci/job/cpu.max': 'max 100000\n',
    });
    expect(cgroupQuotas('0::/ci/job\n', read)).toEqual([null, 3, null]);
  });

  it('read cgroup v1’s quota and period, and the hybrid’s unified tree', () => {
    const read = files({
      '/sys/fs/cgroup/cpu,cpuacct/docker/abc/cpu.cfs_quota_us': '150000\n',
      '/sys/fs/cgroup/cpu,cpuacct/docker/abc/cpu.cfs_period_us': '100000\n',
      '/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us': '-1\n',
      '/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_period_us': '100000\n',
      '/sys/fs/cgroup/unified/cpu.max': '200000 100000',
    });
    const membership = '4:memory:/docker/abc\n2:cpu,cpuacct:/docker/abc\n0::/\n';
    expect(cgroupQuotas(membership, read)).toEqual([1, null, null, 2]);
    expect(coresFrom({ parallelism: 8, quotas: cgroupQuotas(membership, read) })).toBe(1);
  });

  it('find no quota where there are no cgroups', () => {
    expect(cgroupQuotas('', files({}))).toEqual([]);
  });

  it('give the browser stories half of them, but two of two and one of one', () => {
    expect([1, 2, 3, 4, 8, 16].map(storyWorkers)).toEqual([1, 2, 2, 2, 4, 8]);
  });
});
