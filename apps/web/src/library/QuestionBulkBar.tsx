import { AlertDialog, Button, Checkbox, sprinkles } from '@quizcoop/ui';

export interface QuestionBulkBarProps {
  questionCount: number;
  selectedCount: number;
  onSelectAll: (selected: boolean) => void;
  /** Offers marking the selected questions premium or not. */
  canMarkPremium: boolean;
  onMarkPremium: (isPremium: boolean) => void;
  /** Deletes the selected questions; asked for once, after one confirmation. */
  onDelete: () => void;
  busy: boolean;
}

function questionsLabel(count: number): string {
  return count === 1 ? '1 question' : `${count} questions`;
}

/** Work on several questions at once: select all, mark premium or not, delete. */
export function QuestionBulkBar({
  questionCount,
  selectedCount,
  onSelectAll,
  canMarkPremium,
  onMarkPremium,
  onDelete,
  busy,
}: QuestionBulkBarProps) {
  const nothingSelected = selectedCount === 0 || busy;
  const allSelected = questionCount > 0 && selectedCount === questionCount;
  return (
    <div
      role="group"
      aria-label="Selected questions"
      className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' })}
    >
      <Checkbox
        label="Select all"
        checked={allSelected ? true : selectedCount > 0 ? 'indeterminate' : false}
        disabled={questionCount === 0}
        onCheckedChange={(checked) => onSelectAll(checked === true)}
      />
      <span aria-live="polite">{selectedCount} selected</span>
      {canMarkPremium && (
        <>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={nothingSelected}
            onClick={() => onMarkPremium(true)}
          >
            Mark Premium
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={nothingSelected}
            onClick={() => onMarkPremium(false)}
          >
            Mark Not Premium
          </Button>
        </>
      )}
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <Button type="button" variant="danger" size="sm" disabled={nothingSelected}>
            Delete Selected
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Content tone="danger">
          <AlertDialog.Title>Delete {questionsLabel(selectedCount)}?</AlertDialog.Title>
          <AlertDialog.Description>
            The selected questions are removed from this set. You can undo this for a few seconds.
          </AlertDialog.Description>
          <AlertDialog.Actions>
            <AlertDialog.Cancel>Keep Them</AlertDialog.Cancel>
            <AlertDialog.Action variant="danger" onClick={onDelete}>
              Delete
            </AlertDialog.Action>
          </AlertDialog.Actions>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </div>
  );
}
