// The pages' dialogs, allowed by its hash in the CSP: its text must not change from one build to
// the next. It needs nothing from the network, so a tap works from first paint. The form's loading
// is src/browser/form-loader.ts, inlined after it. Pages carry it without its comments and behind
// V8's compile hint (scripts/inline-scripts.mjs).
(() => {
  const dialogNamed = (id) => {
    const element = id ? document.getElementById(id) : null;
    return element instanceof HTMLDialogElement ? element : null;
  };
  const dialogInUrl = () => {
    try {
      return dialogNamed(decodeURIComponent(location.hash.slice(1)));
    } catch {
      return null;
    }
  };
  const open = (dialog) => dialog.open || dialog.showModal();
  // Work that can wait until the frame a tap asked for is on screen: one callback in that frame
  // for all that was asked before it, the work itself in a task after it.
  let nextFrame = [];
  const afterNextFrame = (task) => {
    if (nextFrame.push(task) > 1) return;
    requestAnimationFrame(() => {
      const tasks = nextFrame;
      nextFrame = [];
      setTimeout(() => tasks.forEach((each) => each()));
    });
  };
  // The page behind an open dialog does not scroll. Set after the dialog's first frame: changing
  // the page's scrolling repaints it, and the phones come first.
  const lockScroll = () =>
    document.documentElement.toggleAttribute(
      'data-dialog-open',
      !!document.querySelector('dialog[open]'),
    );

  // Invoker Commands (command="show-modal" / "close") where the browser lacks them.
  if (!('command' in HTMLButtonElement.prototype)) {
    document.addEventListener('click', (event) => {
      const button = event.target instanceof Element && event.target.closest('button[commandfor]');
      const dialog = button && dialogNamed(button.getAttribute('commandfor'));
      if (!dialog) return;
      if (button.getAttribute('command') === 'show-modal') open(dialog);
      else if (button.getAttribute('command') === 'close') dialog.close();
    });
  }

  // closedby="any" where the browser lacks it: a press that starts and ends outside the dialog.
  if (!('closedBy' in HTMLDialogElement.prototype)) {
    const outside = (event) => {
      const box = event.target instanceof HTMLDialogElement && event.target.getBoundingClientRect();
      return (
        box &&
        (event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom)
      );
    };
    let pressedOutside = false;
    document.addEventListener('pointerdown', (event) => (pressedOutside = outside(event)));
    document.addEventListener('click', (event) => {
      if (pressedOutside && outside(event)) event.target.close();
    });
  }

  // Each open dialog is a history entry named by the URL fragment: Back closes it, and a link to
  // /#its-id opens it.
  let ownStepsBack = 0;
  let focusAfterBack = null;
  const stepBack = () => {
    ownStepsBack++;
    focusAfterBack = document.activeElement;
    history.back();
  };
  // Going back to the entry of a dialog still open moves focus to that dialog: put it back where
  // closing the dialog above it left it.
  addEventListener('hashchange', () => {
    if (focusAfterBack && focusAfterBack.isConnected) focusAfterBack.focus();
    focusAfterBack = null;
  });
  // A dialog's office finder fetches its code when the dialog first opens (src/browser/office-finder.ts).
  const fetchFinder = (dialog) => {
    const code = document.querySelector('[data-finder-script]');
    if (code && dialog.querySelector('form[data-office-finder]'))
      afterNextFrame(() => import(code.dataset.finderScript).catch(() => {}));
  };
  const follow = new MutationObserver((changes) => {
    if (document.querySelector('dialog[open]')) afterNextFrame(lockScroll);
    else lockScroll();
    for (const { target: dialog } of changes) {
      const hash = '#' + dialog.id;
      if (dialog.open) {
        fetchFinder(dialog);
        // The entry waits for the dialog's first frame: the phones need not wait for it.
        afterNextFrame(() => {
          if (dialog.open && location.hash !== hash)
            history.pushState({ dialog: dialog.id }, '', hash);
        });
      } else if (history.state && history.state.dialog === dialog.id) {
        stepBack();
      } else if (location.hash === hash) {
        history.replaceState(null, '', location.pathname + location.search);
      }
    }
  });
  // When a press on an opener began (pointerdown, or keydown for Enter and Space, below): read in
  // the tap's beforetoggle, set before the tap's click so that nothing of ours runs in the click
  // but the opening. A press that opens nothing is forgotten at the next toggle or after a while.
  let pressedAt = -Infinity;
  const pressed = (event) => {
    const onOpener = event.target instanceof Element && event.target.closest('[commandfor]');
    pressedAt = onOpener ? event.timeStamp : -Infinity;
  };
  // Opening a modal dialog restyles all that is drawn of the page behind it (it becomes inert):
  // the page's blocks wait for the frame after the one that opens it, each kept at its last size,
  // behind the dialog's backdrop drawn opaque for that frame (the dialog's own mark: a mark on the
  // root would restyle more), so the tap's frame is the dialog alone and nothing moves. The blocks
  // are the page's, found once: what is added to the body later is a link for a download.
  const pageBlocks = [...document.querySelectorAll('body > :not(dialog, script)')];
  for (const dialog of document.querySelectorAll('dialog[id]')) {
    follow.observe(dialog, { attributeFilter: ['open'] });
    // A tap's frame draws the dialog's first part; the rest of it (.dialog-later), the next. Only
    // when an opener is pressed: a dialog the form opens by itself may focus something in the rest.
    // What waits is back once that frame is on screen, or at once if the dialog closes first.
    let waiting = [];
    const release = () => {
      for (const element of waiting) element.removeAttribute('data-opening');
      waiting = [];
    };
    dialog.addEventListener('beforetoggle', (event) => {
      release();
      const byPress = event.timeStamp - pressedAt < 5000;
      pressedAt = -Infinity;
      if (event.newState !== 'open' || !byPress) return;
      waiting = [dialog, ...pageBlocks];
      for (const element of waiting) element.setAttribute('data-opening', '');
      afterNextFrame(release);
    });
  }
  // A key or a press while a part still waits for its frame (a busy phone stretches that frame)
  // draws everything at once: Tab then moves into the form rather than past it, and a field is
  // there to take what is aimed at it.
  const drawAll = () => {
    for (const element of document.querySelectorAll('[data-opening]'))
      element.removeAttribute('data-opening');
  };
  for (const type of ['keydown', 'pointerdown']) {
    addEventListener(type, pressed, true);
    addEventListener(type, drawAll, true);
  }
  addEventListener('popstate', () => {
    const wanted = dialogInUrl();
    if (ownStepsBack > 0) {
      ownStepsBack--;
      // Two dialogs closed in quick succession: the entry of the second one goes too.
      if (wanted && !wanted.open && history.state && history.state.dialog === wanted.id) stepBack();
      return;
    }
    for (const dialog of document.querySelectorAll('dialog[open]'))
      if (dialog !== wanted) dialog.close();
    if (wanted) open(wanted);
  });
  // The one way the form's code opens its dialog (src/lib/dialog-events.ts).
  document.addEventListener('dialog-open-request', (event) => {
    const dialog = event.target instanceof Element && event.target.closest('dialog');
    if (dialog) open(dialog);
  });
  // A "Print" button, shown where the browser can print (the kit and the building profile); its
  // room is kept from the first paint, and it is left out with scripts off.
  if (typeof window.print === 'function')
    for (const button of document.querySelectorAll('button[data-print]')) {
      button.classList.remove('invisible');
      button.addEventListener('click', () => print());
    }
  // Modules a page runs once it has painted, so they never stand in its way: each named by the
  // data-after-paint of an element (the visit counter's settings, src/analytics/page-config.ts).
  // The timer covers browsers without paint timing.
  const later = [...document.querySelectorAll('[data-after-paint]')];
  if (later.length > 0) {
    let asked = false;
    const run = () => {
      if (!asked) for (const element of later) import(element.dataset.afterPaint).catch(() => {});
      asked = true;
    };
    if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.includes('paint'))
      new PerformanceObserver(() => setTimeout(run)).observe({ type: 'paint', buffered: true });
    setTimeout(run, 2000);
  }
  const linked = dialogInUrl();
  if (linked) open(linked);
  // A link to /#its-id makes the browser focus the dialog itself: the title takes focus instead,
  // as when a button opens it, so a screen reader announces it.
  document.addEventListener('focusin', (event) => {
    const title =
      event.target instanceof HTMLDialogElement && event.target.querySelector('[autofocus]');
    if (title) title.focus();
  });
})();
