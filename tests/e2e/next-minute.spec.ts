import {
  expect,
  fakeEmailApi,
  fillForm,
  openContactForm,
  submitButton,
  test,
  visitor,
} from './fixtures';
import { inZone } from '../fixtures/clock';
import { siteContent } from '../fixtures/content';

/** Once a request is sent, the visitor knows the minute of the call, on their own clock. */

const { formText, siteConfig } = siteContent;
const office = siteConfig.offices.find((o) => visitor.location.includes(o.city))!;
const hours = office.businessHours ?? siteConfig.response.businessHours;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
/** "10:15 a.m." for 615. */
const clockText = (minutes: number) =>
  `${Math.floor(minutes / 60) % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${minutes < 720 ? 'a.m.' : 'p.m.'}`;

test.use({ timezoneId: office.timeZone });

for (const [when, minute, expected] of [
  [
    'during business hours',
    minutesOf(hours.opens) + 120,
    formText.sent.callBackBy.replace(
      '{{time}}',
      clockText(minutesOf(hours.opens) + 120 + siteConfig.response.callBackMinutes),
    ),
  ],
  [
    'after business hours',
    minutesOf(hours.closes) + 120,
    formText.sent.afterHours
      .replace('{{city}}', office.city)
      .replace(
        '{{time}}',
        `${clockText(minutesOf(hours.opens) + siteConfig.response.callBackMinutes)} on Wednesday`,
      ),
  ],
] as const)
  test(`a visitor in ${office.city} who sends a request on a Tuesday ${when} reads the minute of the call, and can text photos with the reference`, async ({
    page,
  }) => {
    // The instant by the browser's own time-zone rules, which may be newer than Node's.
    const time = await page.evaluate(
      ({ source, zone, day, minute }) =>
        (new Function(`return (${source})`)() as typeof inZone)(zone, day, minute).getTime(),
      { source: inZone.toString(), zone: office.timeZone, day: '2026-11-24', minute },
    );
    await page.clock.install({ time });
    await page.clock.resume();
    await fakeEmailApi(page);
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    const next = page.getByRole('region', { name: formText.sent.heading });
    await expect(next).toContainText(expected);
    const reference = /reference:\s*([A-Z0-9]+)/.exec(await next.innerText())![1]!;
    const photos = next.getByRole('link', {
      name: formText.sent.photosLink.replace('{{city}}', office.city),
    });
    await expect(photos).toHaveAttribute(
      'href',
      `sms:+1${office.mobile!.replace(/\D/g, '').slice(-10)}?body=${encodeURIComponent(
        formText.sent.photosBody.replace('{{reference}}', reference),
      )}`,
    );
  });
