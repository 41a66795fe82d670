import type { QuestionSetSelectProps } from '@quizcoop/ui';
import { QuestionSetSelectTrigger } from '@quizcoop/ui';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as QuestionSetSelectModule from './questionSetSelect';
import { whenSettled } from './whenIdle';

type QuestionSetSelectComponent = typeof QuestionSetSelectModule.QuestionSetSelect;

let pending: Promise<QuestionSetSelectComponent> | undefined;
let loaded: QuestionSetSelectComponent | undefined;

/** Fetches the dropdown once; a failed fetch is forgotten so the next wish for it tries again. */
function loadQuestionSetSelect(): Promise<QuestionSetSelectComponent> {
  pending ??= import('./questionSetSelect').then(
    (module) => (loaded = module.QuestionSetSelect),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

const openingKeys = new Set(['ArrowDown', 'ArrowUp']);

/**
 * A player's question-set dropdown whose list arrives when wanted: a look-alike combobox shows at once, the
 * list's code is fetched when it is pointed at or focused, or once the page has settled, and a dropdown opened
 * before the code arrived opens as soon as it does, with focus on its own combobox.
 */
export function DeferredQuestionSetSelect(props: QuestionSetSelectProps) {
  const [QuestionSetSelect, setQuestionSetSelect] = useState(() => loaded);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const realTrigger = useRef<HTMLButtonElement>(null);
  const focusOnArrival = useRef(false);

  const want = useCallback((open: boolean) => {
    if (open) setOpenOnArrival(true);
    loadQuestionSetSelect().then(
      (select) => {
        focusOnArrival.current ||= open || document.activeElement === placeholder.current;
        setQuestionSetSelect(() => select);
      },
      (error: unknown) => console.error('The question-set list could not be loaded:', error),
    );
  }, []);

  useEffect(() => {
    if (QuestionSetSelect) return;
    return whenSettled(() => want(false));
  }, [QuestionSetSelect, want]);

  useEffect(() => {
    if (QuestionSetSelect && focusOnArrival.current) realTrigger.current?.focus();
  }, [QuestionSetSelect]);

  if (QuestionSetSelect)
    return <QuestionSetSelect ref={realTrigger} {...props} defaultOpen={openOnArrival} />;

  const {
    sets,
    value,
    loading,
    disabled,
    id,
    'aria-label': ariaLabel,
    'aria-labelledby': labelledBy,
  } = props;
  return (
    <QuestionSetSelectTrigger
      ref={placeholder}
      id={id}
      aria-label={ariaLabel}
      aria-labelledby={labelledBy}
      sets={sets}
      value={value}
      loading={loading}
      disabled={disabled}
      onPointerEnter={() => want(false)}
      onFocus={() => want(false)}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        want(event.pointerType === 'mouse');
      }}
      onClick={() => want(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!openingKeys.has(event.key)) return;
        event.preventDefault();
        want(true);
      }}
    />
  );
}
