import { Button } from '@quizcoop/ui';

export interface StarToggleButtonProps {
  setName: string;
  starred: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** Starring as a toggle button, so a screen reader hears whether the set is starred from its pressed state. */
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
