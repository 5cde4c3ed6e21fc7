import { z } from 'zod';
import { paragraphsOf } from './markdown.ts';
import { businessHoursSchema } from './settings.ts';
import { provinceZones } from '../../domain/business-hours.ts';
import {
  body,
  choice,
  describe,
  email,
  fsa,
  httpsUrl,
  isoDate,
  lines,
  phone,
  postalCode,
  province,
  reference,
  templateId,
  text,
  wholeNumber,
} from './fields.ts';

/** One office: content/offices/<id>.md, its facts in front matter and its page's own text below. */
export const officeSchema = z
  .strictObject({
    city: text({
      title: 'City',
      description:
        'Named on the location card, the call buttons and every text that lists the cities',
    }),
    order: describe(z.number().int(), {
      title: 'Order',
      description: 'Where the office is listed: 1 first (where the company began)',
    }),
    phone: phone({ title: '24/7 line', description: 'Any North American format' }),
    mobile: phone({
      title: 'Text-message number',
      description: 'A mobile that takes texts, offered when a request cannot be sent',
    }).optional(),
    inbox: email({
      title: 'Own inbox',
      description: "This office's requests go here; without it, to the settings' request inbox",
    }).optional(),
    templateId: templateId({
      title: 'EmailJS template for the own inbox',
      description:
        "Needed with an own inbox: the EmailJS template whose To email is that inbox, typed as an address. See the README's EmailJS set-up.",
    }).optional(),
    streetAddress: text({ title: 'Street address' }),
    locality: text({
      title: 'Municipality',
      description:
        'Of the street address; may differ from the city (a Toronto office in Mississauga)',
    }),
    region: province({ title: 'Province', description: 'Two letters: AB, ON, …' }),
    postalCode: postalCode({ title: 'Postal code' }),
    latitude: describe(
      z
        .number({ error: 'must be a number' })
        .min(41, 'is not in Canada')
        .max(84, 'is not in Canada'),
      { title: 'Latitude', description: 'Of the office, for maps and search engines: 51.0447' },
    ),
    longitude: describe(
      z
        .number({ error: 'must be a number' })
        .min(-141, 'is not in Canada')
        .max(-52, 'is not in Canada'),
      { title: 'Longitude', description: 'West is negative: -114.0719' },
    ),
    areaServed: lines(
      { title: 'Towns served', description: 'A request naming one is routed to this office' },
      { title: 'Town' },
    ),
    postalAreas: describe(
      z
        .array(fsa({ title: 'Area' }))
        .min(1, 'is empty: list its areas, or leave it out')
        .optional(),
      {
        title: 'Postal-code areas served',
        description:
          'The first three characters of the postal codes it serves (T2C, M5V): a request or a search with one of them goes to this office first',
      },
    ),
    services: describe(
      z
        .array(reference('services', { title: 'Service' }))
        .min(1, 'is empty: list the services it provides, or leave it out for all')
        .optional(),
      {
        title: 'Services',
        description: 'The services this office provides; leave empty for all',
      },
    ),
    businessHours: businessHoursSchema.optional(),
    timeZone: choice(
      Object.values(provinceZones).filter((zone, i, all) => all.indexOf(zone) === i) as [
        string,
        ...string[],
      ],
      {
        title: 'Time zone',
        description: "Leave empty for its province's (Calgary: America/Edmonton)",
      },
    ).optional(),
    response: describe(
      z
        .strictObject({
          onSiteMinutes: wholeNumber(
            { title: 'Crew on site within (minutes)' },
            24 * 60,
          ).optional(),
          acknowledgeMinutes: wholeNumber(
            { title: 'Assignment acknowledged within (minutes)' },
            24 * 60,
          ).optional(),
          policyholderCallMinutes: wholeNumber(
            { title: 'Policyholder called within (minutes)' },
            24 * 60,
          ).optional(),
          scopeBusinessDays: wholeNumber(
            { title: 'Scope and estimate sent within (business days)' },
            30,
          ).optional(),
          dryingReportHours: wholeNumber(
            { title: 'Drying reports every (hours)' },
            24 * 7,
          ).optional(),
        })
        .optional(),
      {
        title: 'Times of its own',
        description:
          "Where this office's times differ from the settings' (a wider area, a smaller crew); leave empty for the settings' times",
      },
    ),
    reviewUrl: httpsUrl({
      title: 'Review link',
      description:
        "Where a customer reviews this office: in its Google Business Profile, Ask for reviews → copy the link. The office's review page and printed cards lead there.",
    }).optional(),
    reviews: describe(
      z
        .strictObject({
          url: httpsUrl({
            title: 'Where all its reviews are',
            description:
              'The public page that lists every review of this office, good and bad: its Google Maps listing, not a page of reviews you chose',
          }),
          site: text({ title: 'The review site', description: '"Google"' }),
          rating: describe(
            z
              .number({ error: 'must be a number' })
              .min(1, 'must be from 1 to 5')
              .max(5, 'must be from 1 to 5'),
            { title: 'Its rating there', description: 'As the site shows it: 4.7' },
          ),
          count: describe(
            z.number({ error: 'must be a number' }).int('must be a whole number').min(1),
            { title: 'How many reviews' },
          ),
          read: isoDate({
            title: 'Read on',
            description: 'The day you read the rating and the count there: the page says so',
          }),
        })
        .optional(),
      {
        title: 'Its reviews',
        description:
          'The office page shows the rating and the count as read on that day, with a link to all the reviews. Leave empty to show none; no rating goes into the structured data, since the site does not host the reviews',
      },
    ),
    body: body({
      title: 'Page text',
      description:
        'What is true here and nowhere else: local weather, neighbourhoods, the calls the crews take most. A paragraph per block.',
    }).optional(),
  })
  .superRefine(({ body }, context) => {
    const heading = body ? paragraphsOf(body).headings[0] : undefined;
    if (heading !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['body'],
        message: `has a heading ("${heading}"): write paragraphs only`,
      });
  })
  .transform(({ body, timeZone, ...office }) => ({
    ...office,
    /** Its own clock: the one named, or its province's. */
    timeZone: timeZone ?? provinceZones[office.region] ?? 'America/Toronto',
    /** Its page's own text, a paragraph per entry. */
    ...(body ? { description: paragraphsOf(body).paragraphs } : {}),
  }));

/** An office as the pages show it; its file's name ("calgary") names it in addresses and data. */
export type Office = { id: string } & z.output<typeof officeSchema>;
