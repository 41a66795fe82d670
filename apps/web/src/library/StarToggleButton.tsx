import { Button } from '@quizcoop/ui';

export interface StarToggleButtonProps {
  setName: string;
  starred: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** Spec §4 "Starring" as a toggle button: its pressed state says whether the set is starred. */
export function StarToggleButton({ setName, starred, busy, onToggle }: StarToggleButtonProps) {
  return (
    <Button
      type="button"
      variant={starred ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={starred}
      aria-label={`Star ${setName}`}
      disabled={busy}
      onClick={onToggle}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span> Star
    </Button>
  );
}
