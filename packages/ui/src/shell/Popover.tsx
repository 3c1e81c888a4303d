'use client';

import { TIMINGS } from '@shop/editions';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../primitives/cx';

export interface PopoverProps {
  /** The button's content; give it an accessible name (a visually hidden text). */
  trigger: ReactNode;
  children: ReactNode;
  /** Opens on hover too, after the hover delay (§9), and closes when the pointer leaves. */
  hover?: boolean;
  /** Controlled state; without it the popover keeps its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  triggerClassName?: string;
  panelClassName?: string;
}

/**
 * A popover: a button that shows a panel by click, keyboard (Enter, Space) or hover; Escape closes it and puts
 * focus back on the button, and so does a click outside (without moving focus).
 */
export function Popover({
  trigger,
  children,
  hover = false,
  open: controlled,
  onOpenChange,
  className,
  triggerClassName,
  panelClassName,
}: PopoverProps) {
  const id = useId();
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const change = useRef(onOpenChange);
  change.current = onOpenChange;

  const setOpen = (next: boolean) => {
    if (controlled === undefined) setOwn(next);
    change.current?.(next);
  };
  const setOpenRef = useRef(setOpen);
  setOpenRef.current = setOpen;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenRef.current(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenRef.current(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover is a pointer shortcut; the button is the control
    <div
      ref={rootRef}
      className={cx('shop-popover', className)}
      onMouseEnter={
        hover
          ? () => {
              clearTimer();
              timer.current = setTimeout(() => setOpenRef.current(true), TIMINGS.hoverOpenMs);
            }
          : undefined
      }
      onMouseLeave={
        hover
          ? () => {
              clearTimer();
              if (open) setOpen(false);
            }
          : undefined
      }
    >
      <button
        ref={buttonRef}
        type="button"
        className={cx('shop-popover__trigger', triggerClassName)}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          clearTimer();
          setOpen(!open);
        }}
      >
        {trigger}
      </button>
      <div id={`${id}-panel`} className={cx('shop-popover__panel', panelClassName)} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
