// The landing page's one inline script, allowed by its hash in the CSP: its text must not change
// from one build to the next. It needs nothing from the network, so a tap works from first paint.
(() => {
  const { islandScript, manifest } = document.currentScript ? document.currentScript.dataset : {};
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
  // Work that can wait until the frame a tap asked for is on screen.
  const afterNextFrame = (task) => requestAnimationFrame(() => setTimeout(task));
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
  const follow = new MutationObserver((changes) => {
    if (document.querySelector('dialog[open]')) afterNextFrame(lockScroll);
    else lockScroll();
    for (const { target: dialog } of changes) {
      const hash = '#' + dialog.id;
      if (dialog.open) {
        if (location.hash !== hash) history.pushState({ dialog: dialog.id }, '', hash);
      } else if (history.state && history.state.dialog === dialog.id) {
        stepBack();
      } else if (location.hash === hash) {
        history.replaceState(null, '', location.pathname + location.search);
      }
    }
  });
  for (const dialog of document.querySelectorAll('dialog[id]'))
    follow.observe(dialog, { attributeFilter: ['open'] });
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
  const linked = dialogInUrl();
  if (linked) open(linked);
  // A link to /#its-id makes the browser focus the dialog itself: the title takes focus instead,
  // as when a button opens it, so a screen reader announces it.
  document.addEventListener('focusin', (event) => {
    const title =
      event.target instanceof HTMLDialogElement && event.target.querySelector('[autofocus]');
    if (title) title.focus();
  });

  // The form's code: until it has run, a press on the form's button says why nothing is sent yet;
  // if it cannot load or run, the visitor is told, offered the phones and a retry, and loses no word.
  const island = document.querySelector('[data-island]');
  const form = island && island.querySelector('form');
  if (!island || !form || !islandScript) return;
  const state = () => island.getAttribute('data-state');
  const setState = (value) => island.setAttribute('data-state', value);
  const notices = document.querySelectorAll('[data-form-notice]');
  const show = (name) => {
    for (const notice of notices) notice.hidden = notice.getAttribute('data-form-notice') !== name;
  };
  // The draft's contract is the form's markup (src/contact/draft.ts): the storage key, and the
  // one field never kept.
  const keepDraft = () => {
    const draft = {};
    const omit = form.getAttribute('data-draft-omit');
    for (const field of form.elements)
      if (field.name && field.name !== omit) draft[field.name] = field.value;
    try {
      sessionStorage.setItem(form.getAttribute('data-draft-key'), JSON.stringify(draft));
    } catch {
      // Without storage the words stay in the fields.
    }
  };
  const failed = () => {
    setState('failed');
    show('failed');
  };
  let attempts = 0;
  // A retry asks for the file under a fresh address: WebKit and Gecko answer the same address
  // from their memory of the failure. A reload only when the page names another file (a deploy
  // replaced it), and only when the visitor asked: never from under their fingers.
  const retry = (byVisitor) => {
    setState('loading');
    show('loading');
    import(islandScript + '?retry=' + ++attempts)
      .catch(() =>
        fetch(location.pathname, { cache: 'no-store' })
          .then((response) => (response.ok ? response.text() : ''))
          .then((page) => {
            const named = /data-island-script="([^"]+)"/.exec(page);
            if (!named || named[1] === islandScript) throw new Error('The form could not load');
            if (!byVisitor) throw new Error('A reload waits for the visitor');
            keepDraft();
            location.reload();
          }),
      )
      .catch(failed);
  };
  new MutationObserver(() => {
    if (state() === 'ready') show('');
    else if (state() === 'failed') show('failed');
  }).observe(island, { attributeFilter: ['data-state'] });
  // The form's code is fetched once the page has painted (a preload: nothing runs), and run when
  // the contact dialog opens, after that frame is on screen: running it is one long task on a
  // slow phone, so it never stands between a tap and the phones. A draft kept from before (a
  // reload, a request waiting for the network) has it run once the page has painted, so the
  // words and the waiting request come back by themselves. The timer covers browsers without
  // paint timing, and hidden tabs. The manifest is linked then too: nothing needs it before the
  // page is on screen.
  let requested = false;
  const load = () => {
    if (requested) return;
    requested = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = islandScript;
    script.addEventListener('error', failed);
    // The island marks itself as soon as it runs; still "loading" once its script has run means
    // the script threw before it could.
    script.addEventListener('load', () => state() === 'loading' && failed());
    document.head.append(script);
  };
  let painted = false;
  const afterPaint = () => {
    if (painted) return;
    painted = true;
    const head = (rel, href) =>
      document.head.append(Object.assign(document.createElement('link'), { rel, href }));
    if (manifest) head('manifest', manifest);
    head('modulepreload', islandScript);
    let draft = null;
    try {
      draft = sessionStorage.getItem(form.getAttribute('data-draft-key'));
    } catch {
      // Without storage there is no draft to bring back.
    }
    if (draft !== null) load();
  };
  if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      setTimeout(afterPaint);
    }).observe({ type: 'paint', buffered: true });
  }
  setTimeout(afterPaint, 2000);
  const dialog = form.closest('dialog');
  if (dialog && dialog.open) afterNextFrame(load);
  else if (dialog)
    new MutationObserver((_, observer) => {
      if (!dialog.open) return;
      observer.disconnect();
      afterNextFrame(load);
    }).observe(dialog, { attributeFilter: ['open'] });
  else afterNextFrame(load);
  form.addEventListener('focusin', load);
  addEventListener('online', () => state() === 'failed' && retry(false));
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-form-retry]')) retry(true);
  });
  form.addEventListener('input', () => state() !== 'ready' && keepDraft());
  // An opener that starts a request of its own kind (a rental, not an emergency) chooses its type
  // and starts the description, unless the visitor has already written one. The native setter and
  // event let the form's code, if it runs, see the change as typed.
  document.addEventListener(
    'click',
    (event) => {
      const opener = event.target instanceof Element && event.target.closest('[data-request-type]');
      const type = form.elements.namedItem('emergencyType');
      const text = form.elements.namedItem('message');
      if (!opener || !type || !text || text.value.trim()) return;
      const set = (field, value, kind) => {
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(
          field,
          value,
        );
        field.dispatchEvent(new Event(kind, { bubbles: true }));
      };
      set(type, opener.getAttribute('data-request-type'), 'change');
      set(text, opener.getAttribute('data-request-text'), 'input');
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target !== form || state() === 'ready') return;
      event.preventDefault();
      const name = state() === 'failed' ? 'failed' : 'loading';
      show(name);
      const notice = document.querySelector('[data-form-notice="' + name + '"]');
      notice.scrollIntoView({ block: 'nearest' });
      notice.focus();
    },
    true,
  );
})();
