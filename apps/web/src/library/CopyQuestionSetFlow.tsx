import type { QuestionSetSummary } from '@quizcoop/api';
import { defaultCopyName } from '@quizcoop/api';
import { useCopyQuestionSet, useSubscription } from '@quizcoop/api/react';
import { CopyQuestionSetDialog, toast } from '@quizcoop/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

export interface CopyQuestionSetFlowProps {
  /** The set to copy; null keeps the dialog closed. */
  set: QuestionSetSummary | null;
  onClose: () => void;
}

/**
 * 'Copy Question Set' wired to the server: one request makes the copy under the typed name, then the teacher
 * lands on the copy's edit page. The server decides who may copy; a free member is shown the premium gate.
 */
export function CopyQuestionSetFlow({ set, onClose }: CopyQuestionSetFlowProps) {
  const { isPremium } = useSubscription();
  // Keyed by the set, so each opening starts from '{name} (Copy)' and no earlier refusal.
  return set ? <CopyDialog key={set.id} set={set} isPremium={isPremium} onClose={onClose} /> : null;
}

function CopyDialog({
  set,
  isPremium,
  onClose,
}: {
  set: QuestionSetSummary;
  isPremium: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const copy = useCopyQuestionSet();
  const [name, setName] = useState(() => defaultCopyName(set.game_name));
  const submit = () =>
    copy.mutate(
      { setId: set.id, newName: name },
      {
        onSuccess: (copyId) => {
          toast.success('Question set copied');
          onClose();
          void navigate(`/questions/${copyId}/edit`);
        },
      },
    );
  return (
    <CopyQuestionSetDialog
      open
      onOpenChange={(open) => !open && onClose()}
      sourceName={set.game_name}
      canCopy={isPremium}
      name={name}
      onNameChange={setName}
      copying={copy.isPending}
      error={copy.error?.message ?? null}
      onCopy={submit}
      renderLink={({ href, ...rest }) => <Link to={href} {...rest} />}
    />
  );
}
