import 'react';

// Invoker Commands: a button opens or closes a <dialog> by its id, with no script.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- must match the declaration it extends
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | undefined;
    commandfor?: string | undefined;
  }
}
