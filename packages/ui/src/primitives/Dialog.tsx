'use client';

import { useEffect, useState } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import type { DialogPanelProps, DialogPanel as Panel } from './DialogPanel';

/** A dialog's props: the panel's, and whether it is open. */
export interface DialogProps extends DialogPanelProps {
  open: boolean;
}

let loaded: typeof Panel | undefined;
let loading: Promise<typeof Panel> | undefined;

/** Loads the open dialog's code (`DialogPanel`); the first open does it, tests and Storybook may do it ahead. */
export function loadDialog(): Promise<typeof Panel> {
  loading ??= import('./DialogPanel').then(
    (module) => {
      loaded = module.DialogPanel;
      return loaded;
    },
    (error: unknown) => {
      // A failed download (the shopper went offline) is tried again on the next open.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A modal dialog or drawer: focus moves in on open and is kept inside (Tab wraps), Escape closes, and focus
 * returns to the element that opened it. Page scroll is locked while it is open. Its code loads on the first
 * open, so a page whose dialogs stay closed does not download it.
 */
export function Dialog({ open, ...props }: DialogProps) {
  const { onClose } = props;
  const [Loaded, setLoaded] = useState(() => loaded);
  // The portal needs document.body: render it only after hydration, so server and first client render agree (a
  // dialog first rendered in the browser, open on a page the shopper navigated to, shows at once).
  const mounted = useHydrated();
  useEffect(() => {
    if (!open || Loaded) return;
    let current = true;
    loadDialog().then(
      (panel) => {
        if (current) setLoaded(() => panel);
      },
      // Its code could not be loaded: the dialog stays shut, so the control that opened it works again.
      () => {
        if (current) onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [open, Loaded, onClose]);
  if (!open || !mounted || !Loaded) return null;
  return <Loaded {...props} />;
}
