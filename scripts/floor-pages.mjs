// @ts-check
/**
 * The yardsticks of the bench's tap (scripts/time-to-help.mjs): pages that do the least a page can
 * do for it, served on a port of their own.
 */
import { createServer } from 'node:http';

/** The least a page can do for this tap: the browser's own dialog, nothing else. */
const FLOOR_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor</title>
  </head>
  <body>
    <header><button type="button" command="show-modal" commandfor="help">Get Emergency Help</button></header>
    <dialog id="help" aria-labelledby="help-title">
      <h2 id="help-title">Get Emergency Help</h2>
      <a href="tel:+14035550100">Calgary (403) 555-0100</a>
      <a href="tel:+14165550100">Toronto (416) 555-0100</a>
      <button type="button" command="close" commandfor="help">Close</button>
    </dialog>
  </body>
</html>
`;

/**
 * Where the element whose start tag begins at `start` ends (after its end tag), counting the
 * same tag's opening and closing within it.
 * @param {string} html
 * @param {number} start
 */
export function elementEnd(html, start) {
  const name = /^<([a-z0-9-]+)/.exec(html.slice(start))?.[1];
  if (!name) throw new Error(`No element starts at ${start}`);
  const tags = new RegExp(`<(/?)${name}[\\s>]`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.indexOf('>', tag.index) + 1;
  }
  throw new Error(`<${name}> at ${start} never ends`);
}

/**
 * The second floor: the site's own dialog as the tap's frame draws it (its title, its close
 * button and its phones, without the part that waits a frame), with the page's stylesheets and
 * its opener, and nothing else: no page behind it and no script. The site's tap against this one
 * is what our page and scripts cost; this one against the bare floor, what the dialog's content
 * costs.
 * @param {string} page a built page's HTML
 * @param {string} dialogId
 */
export function dialogFloorPage(page, dialogId) {
  const dialogStart = page.indexOf(`<dialog id="${dialogId}"`);
  const openerStart = page.lastIndexOf('<button', page.indexOf(`commandfor="${dialogId}"`));
  if (dialogStart < 0 || openerStart < 0)
    throw new Error(`The page has no dialog #${dialogId} or no opener for it`);
  let dialog = page.slice(dialogStart, elementEnd(page, dialogStart));
  const laterStart = dialog.indexOf('<div class="dialog-later');
  if (laterStart >= 0)
    dialog = dialog.slice(0, laterStart) + dialog.slice(elementEnd(dialog, laterStart));
  const styles = page.slice(0, page.indexOf('</head>')).match(/<style>[\s\S]*?<\/style>/g) ?? [];
  const lang = /<html lang="([^"]+)"/.exec(page)?.[1] ?? 'en';
  const bodyClass = /<body class="([^"]*)"/.exec(page)?.[1] ?? '';
  return `<!doctype html>
<html lang="${lang}" class="js">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>The dialog alone</title>
    ${styles.join('\n')}
  </head>
  <body class="${bodyClass}">
    <header>${page.slice(openerStart, elementEnd(page, openerStart))}</header>
    ${dialog}
  </body>
</html>
`;
}

/**
 * Serves a page on a port of its own: the bare floor unless told otherwise.
 * @param {string} [html]
 * @returns {Promise<{ url: string, close: () => void }>}
 */
export async function serveFloorPage(html = FLOOR_PAGE) {
  const server = createServer((_, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html),
  );
  await new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}
