import type {} from 'vitest';

// What test-support/sandbox-global-setup.ts provides to the tests.
declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
  }
}
