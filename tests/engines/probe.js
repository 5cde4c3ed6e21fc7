// Served first in every page the engine tests load (tests/engines/site.ts puts it there): it keeps
// every error, rejected promise and CSP report for the test to read, and hides automation as a
// visitor's browser does (the e-mail SDK refuses automated browsers, as it should).
(() => {
  /** @type {string[]} */
  const errors = [];
  Object.defineProperty(window, '__engineErrors', { value: errors });
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) errors.push(String(event.message));
  });
  addEventListener('unhandledrejection', (event) => errors.push(`Unhandled: ${event.reason}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(`CSP: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`),
  );
  const logError = console.error;
  console.error = (...args) => {
    errors.push(args.map(String).join(' '));
    logError.apply(console, args);
  };
  Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
})();
