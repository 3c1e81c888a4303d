import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import { loadDialog } from '../primitives/Dialog';

// A dialog's code loads on its first open in the shop; tests render it at once, as a visit after that first open
// does. Dialog.test.tsx keeps the first open itself.
beforeAll(async () => {
  if (!expect.getState().testPath?.endsWith('/primitives/Dialog.test.tsx')) await loadDialog();
});

afterEach(() => {
  cleanup();
});
