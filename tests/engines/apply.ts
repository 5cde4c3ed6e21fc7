import type { SiteContent } from '../../src/content/types';
import { lastOpenOpening } from '../fixtures/content';
import { formHook } from '../fixtures/form-code';
import type { Engine } from './engines';
import { expect, test, until } from './fixtures';
import type { Site } from './site';
import { errors, headingSays, islandReady, press } from './visitor';

/**
 * A technician applies for the last open opening, typed key by key, a résumé chosen as the file
 * picker hands it over (the engine's own FileReader reads it): every field reaches the outbox,
 * with the résumé attached where the site has the careers template, and named as not attached,
 * in the e-mail and on the receipt, where it has none.
 */
export async function applyForOpening(
  engine: Engine,
  site: Site & { outbox: () => string },
  content: SiteContent,
) {
  const { requestForms, siteConfig } = content;
  const opening = lastOpenOpening(content);
  test.skip(!opening, 'no opening is open today (the thirty-office company’s always is)');
  if (!opening) return;
  const words = requestForms.application;
  const canAttach = Boolean(siteConfig.email.careersTemplateId);
  await engine.goto(`${site.origin}/careers/${opening.slug}/`);
  await press(engine, 'main a', words.heading);
  await until(engine, 'the application is ready', islandReady, formHook('application'));
  const form = '#request-application form';
  const typed = {
    name: `Robin ${engine.name}`,
    email: 'robin@example.net',
    phone: '587-555-0166',
    start: 'In two weeks',
    experience: `Two winters on a drying crew (${engine.name}).`,
  };
  for (const [name, value] of Object.entries(typed))
    await engine.type(`${form} [name="${name}"]`, value);
  await engine.run((selector: string) => {
    const input = document.querySelector<HTMLInputElement>(selector)!;
    const files = new DataTransfer();
    files.items.add(
      new File([`%PDF-1.4\n%${'x'.repeat(2000)}`], 'robin.pdf', { type: 'application/pdf' }),
    );
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, `${form} input[type="file"]`);
  await press(engine, `${form} button[type="submit"]`, words.submit);
  await until(engine, 'the application is received', headingSays, requestForms.shared.reference);
  const outbox = site.outbox();
  for (const [name, value] of Object.entries(typed)) expect(outbox, name).toContain(value);
  expect(outbox).toContain(`${words.labels.opening}: ${opening.title}`);
  if (canAttach) {
    expect(outbox).toContain(`To:       ${siteConfig.email.careers ?? siteConfig.email.general}`);
    expect(outbox).toContain('robin.pdf (2 KB), attached');
    expect(outbox).toContain('Attached:  resume (application/pdf, 2010 bytes)');
  } else {
    expect(outbox).toContain('robin.pdf (2 KB), not attached');
    expect(outbox).not.toContain('Attached:  resume');
    const receipt = await engine.run(
      () => document.querySelector('#request-application')?.textContent ?? '',
    );
    expect(receipt).toContain('robin.pdf (2 KB), not attached');
  }
  expect(await engine.run(errors)).toEqual([]);
}
