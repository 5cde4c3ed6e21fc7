import { describe, expect, it } from 'vitest';
import { dialogFloorPage, elementEnd } from './floor-pages.mjs';

// A built page in small: a script, a stylesheet, the opener in the header, the page's blocks, the
// dialog with a nested <div> in its first part and the part that waits a frame, and another dialog.
const page = `<!doctype html>
<html lang="en-CA">
  <head>
    <script>document.documentElement.classList.add('js');</script>
    <style>.a{color:red}</style>
    <style>:root:not(.js) [data-js]{display:none}</style>
  </head>
  <body class="bg-white">
    <header><nav><button type="button" command="show-modal" commandfor="help" class="b">Get Emergency Help</button></nav></header>
    <main><h1>Water on the floor</h1></main>
    <dialog id="help" aria-labelledby="help-title"><div class="flex"><h2 id="help-title">Get Emergency Help</h2><div class="grid"><a href="tel:+14035550123">Calgary</a></div><div class="dialog-later mt-5"><div><form><label>Full Name <input name="name"></label></form></div></div></div></dialog>
    <dialog id="other"><h2>Privacy</h2></dialog>
    <script>(() => {})();</script>
  </body>
</html>`;

describe('elementEnd', () => {
  it('finds the end of an element with the same tag nested in it', () => {
    const start = page.indexOf('<div class="flex">');
    expect(page.slice(start, elementEnd(page, start))).toMatch(
      /^<div class="flex">.*<\/div><\/div><\/div>$/,
    );
  });
});

describe('dialogFloorPage', () => {
  const floor = dialogFloorPage(page, 'help');

  it("holds the dialog's first part and the opener, with the page's stylesheets, and the script class set", () => {
    expect(floor).toContain('<h2 id="help-title">Get Emergency Help</h2>');
    expect(floor).toContain('<a href="tel:+14035550123">Calgary</a>');
    expect(floor).toContain('command="show-modal" commandfor="help"');
    expect(floor).toContain('<style>.a{color:red}</style>');
    expect(floor).toContain('<html lang="en-CA" class="js">');
    expect(floor).toContain('<body class="bg-white">');
    expect(floor).toMatch(/<\/div><\/div><\/dialog>/);
  });

  it('holds nothing else: not the part that waits a frame, the page behind, other dialogs or a script', () => {
    expect(floor).not.toContain('dialog-later');
    expect(floor).not.toContain('Full Name');
    expect(floor).not.toContain('Water on the floor');
    expect(floor).not.toContain('Privacy');
    expect(floor).not.toContain('<script');
  });

  it('says which dialog it could not find', () => {
    expect(() => dialogFloorPage(page, 'contact')).toThrow('#contact');
  });
});
