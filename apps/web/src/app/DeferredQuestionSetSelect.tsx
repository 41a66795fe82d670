import type { QuestionSetSelectProps } from '@quizcoop/ui';
import { QuestionSetSelectTrigger } from '@quizcoop/ui';
import { deferredSelect } from './deferredSelect';

const useQuestionSetSelect = deferredSelect(() =>
  import('./questionSetSelect').then((module) => module.QuestionSetSelect),
);

/** A player's question-set dropdown whose list arrives when wanted; a look-alike combobox shows meanwhile. */
export function DeferredQuestionSetSelect(props: QuestionSetSelectProps) {
  const { Select, openOnArrival, triggerRef, closedProps } = useQuestionSetSelect();
  if (Select) return <Select ref={triggerRef} {...props} defaultOpen={openOnArrival} />;

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
      {...closedProps}
      id={id}
      aria-label={ariaLabel}
      aria-labelledby={labelledBy}
      sets={sets}
      value={value}
      loading={loading}
      disabled={disabled}
    />
  );
}
