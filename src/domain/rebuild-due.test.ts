import { describe, expect, it } from 'vitest';
import { closingsIn } from '../../scripts/rebuild-due.mjs';
import { justClosed, localClock } from './rebuild-due';

const toronto = { slug: 'tech-toronto', closes: '2027-01-31', timeZone: 'America/Toronto' };
const calgary = { slug: 'tech-calgary', closes: '2027-01-31', timeZone: 'America/Edmonton' };

describe('a rebuild when an opening has just closed', () => {
  it('reads the clock where the work is', () => {
    expect(localClock(new Date('2027-02-01T05:10:00Z'), 'America/Toronto')).toEqual({
      day: '2027-02-01',
      minutes: 10,
    });
  });

  it('is due in the hour after midnight where the opening is, and not before or after', () => {
    // Midnight in Toronto is 05:00 UTC in winter; in Calgary, 07:00.
    expect(justClosed([toronto, calgary], new Date('2027-02-01T04:50:00Z'))).toEqual([]);
    expect(justClosed([toronto, calgary], new Date('2027-02-01T05:05:00Z'))).toEqual([toronto]);
    expect(justClosed([toronto, calgary], new Date('2027-02-01T06:05:00Z'))).toEqual([]);
    expect(justClosed([toronto, calgary], new Date('2027-02-01T07:35:00Z'))).toEqual([calgary]);
  });

  it('reads each opening’s last day and its office’s zone from the content, with no library', () => {
    const closings = closingsIn('tests/fixtures/three-offices');
    expect(closings).toContainEqual({
      slug: 'drying-technician-edmonton',
      closes: '2099-12-31',
      timeZone: 'America/Edmonton',
    });
  });
});
