import type { FormEvent } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { FeatureUnavailable } from '../FeatureUnavailable/FeatureUnavailable';
import { PremiumFeatureGate } from '../PremiumFeatureGate/PremiumFeatureGate';
import type { RenderLink } from '../../internal/link';
import { TextField } from '../TextField/TextField';
import { form } from './CopyQuestionSetDialog.css';

export interface CopyQuestionSetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The name of the set being copied. */
  sourceName: string;
  /** False for a free member, who sees the premium gate in place of the form. */
  canCopy: boolean;
  /** Copying is switched off for everyone: 'Feature Unavailable' stands in place of the form. */
  unavailable?: boolean;
  /** The copy's name as typed; the screen offers '{name} (Copy)' to begin with. */
  name: string;
  onNameChange: (name: string) => void;
  /** While the copy is being made: the form is disabled and the button says 'Copying...'. */
  copying?: boolean;
  /** Why the last attempt was refused; the name stays as typed. */
  error?: string | null;
  onCopy: () => void;
  upgradeHref?: string;
  renderLink?: RenderLink;
}

/**
 * 'Copy Question Set': a premium member names their copy of a set; a free member is shown how to upgrade, and
 * everyone is told when copying is switched off.
 */
export function CopyQuestionSetDialog({
  open,
  onOpenChange,
  sourceName,
  canCopy,
  unavailable = false,
  name,
  onNameChange,
  copying = false,
  error = null,
  onCopy,
  upgradeHref,
  renderLink,
}: CopyQuestionSetDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCopy();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !copying && onOpenChange(next)}>
      <Dialog.Content size="md" closeLabel="Close copy dialog">
        <Dialog.Title>Copy Question Set</Dialog.Title>
        <Dialog.Description>
          {canCopy
            ? `Make your own private copy of ${sourceName}, with all its questions, to change as you like.`
            : unavailable
              ? `${sourceName} cannot be copied for now.`
              : `Copying ${sourceName} into your own question sets is part of Quiz Coop Premium.`}
        </Dialog.Description>
        {canCopy ? (
          <form className={form} onSubmit={submit}>
            {error && <Alert title="The question set was not copied">{error}</Alert>}
            <TextField
              label="New name"
              required
              maxLength={100}
              value={name}
              disabled={copying}
              onChange={(event) => onNameChange(event.target.value)}
            />
            <Dialog.Actions>
              <Dialog.Close asChild>
                <Button type="button" variant="secondary" disabled={copying}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" busy={copying} busyLabel="Copying...">
                Copy Question Set
              </Button>
            </Dialog.Actions>
          </form>
        ) : unavailable ? (
          <FeatureUnavailable>Copying public question sets is switched off for now.</FeatureUnavailable>
        ) : (
          <PremiumFeatureGate upgradeHref={upgradeHref} renderLink={renderLink}>
            Upgrade to copy public question sets and make them your own.
          </PremiumFeatureGate>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
