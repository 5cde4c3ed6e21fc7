// A surge's words and notices (src/content/surge.ts), allowed by its hash in the CSP: its text
// must not change from one build to the next. A page outlives the build that wrote it: what a
// surge holds is swapped in when it starts and out when it ends, now and, while the page stays
// open, at the next start or end.
(() => {
  const swap = () => {
    const now = Date.now();
    let next = Infinity;
    for (const element of document.querySelectorAll('[data-surge-from]')) {
      const from = Date.parse(element.getAttribute('data-surge-from'));
      const until = Date.parse(element.getAttribute('data-surge-until'));
      const held = now >= from && now < until;
      if (from > now) next = Math.min(next, from);
      if (until > now) next = Math.min(next, until);
      if (element.hasAttribute('data-surge')) {
        const words = element.getAttribute(held ? 'data-surge' : 'data-usual');
        if (element.textContent !== words) element.textContent = words;
      } else element.hidden = !held;
    }
    // Timers run late, never early; beyond about 24 days a timer fires at once.
    if (next - now < 2 ** 31 - 1) setTimeout(swap, next - now + 1000);
  };
  swap();
})();
