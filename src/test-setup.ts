import { afterEach, beforeEach, vi } from 'vitest';

// A warning or error logged during a test is a bug report: fail the test that caused it.
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} called: ${args.map(String).join(' ')}`);
    });
  }
});

// The DOM's matchers and React's cleanup, for the files that ask for a DOM
// (// @vitest-environment jsdom); the others start without loading them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
