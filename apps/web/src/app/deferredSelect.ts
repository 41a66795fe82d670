import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { loadOnce } from './loadOnce';
import { whenSettled } from './whenIdle';

const openingKeys = new Set(['ArrowDown', 'ArrowUp']);

/** What a deferred select gives its screen: the select once its code is here, and the look-alike's wiring. */
export interface DeferredSelectState<Select> {
  /** The select's component, once its code has arrived. */
  Select: Select | undefined;
  /** The select was asked open before its code arrived: it opens as it takes over. */
  openOnArrival: boolean;
  /** For the select's own trigger, which takes the focus the look-alike had. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** For the look-alike: each way of reaching for it fetches the code, and a press or an arrow key opens it. */
  closedProps: {
    ref: RefObject<HTMLButtonElement | null>;
    onPointerEnter: () => void;
    onFocus: () => void;
    onPointerDown: (event: PointerEvent) => void;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
}

/**
 * A select whose code arrives when wanted: a look-alike combobox shows at once, the code is fetched when it is
 * pointed at or focused, or once the page has settled, and a select opened before its code arrived opens as
 * soon as it does, with focus on its own combobox. Returns the hook a screen calls.
 */
export function deferredSelect<Select>(load: () => Promise<Select>): () => DeferredSelectState<Select> {
  const code = loadOnce(load);

  return function useDeferredSelect() {
    const [Select, setSelect] = useState(() => code.current());
    const [openOnArrival, setOpenOnArrival] = useState(false);
    const closedRef = useRef<HTMLButtonElement>(null);
    const triggerRef = useRef<HTMLButtonElement>(null);
    const focusOnArrival = useRef(false);

    const want = useCallback((open: boolean) => {
      if (open) setOpenOnArrival(true);
      code.load().then(
        (select) => {
          focusOnArrival.current ||= open || document.activeElement === closedRef.current;
          // Taking over unasked, once the page has settled, is drawn in pieces that yield to the browser;
          // taking over because the visitor reached for the select is drawn at once.
          if (focusOnArrival.current) setSelect(() => select);
          else startTransition(() => setSelect(() => select));
        },
        (error: unknown) => console.error('The list could not be loaded:', error),
      );
    }, []);

    useEffect(() => {
      if (Select) return;
      return whenSettled(() => want(false));
    }, [Select, want]);

    useEffect(() => {
      if (Select && focusOnArrival.current) triggerRef.current?.focus();
    }, [Select]);

    return {
      Select,
      openOnArrival,
      triggerRef,
      closedProps: {
        ref: closedRef,
        onPointerEnter: () => want(false),
        onFocus: () => want(false),
        onPointerDown: (event: PointerEvent) => {
          if (event.button !== 0 || event.ctrlKey) return;
          want(event.pointerType === 'mouse');
        },
        onClick: () => want(true),
        onKeyDown: (event: KeyboardEvent) => {
          if (!openingKeys.has(event.key)) return;
          event.preventDefault();
          want(true);
        },
      },
    };
  };
}
