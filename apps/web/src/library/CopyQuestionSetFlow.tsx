import type { QuestionSetSummary } from '@quizcoop/api';
import { defaultCopyName } from '@quizcoop/api';
import type { FeatureGateState } from '@quizcoop/api';
import { useCopyQuestionSet, useFeatureFlags } from '@quizcoop/api/react';
import { CopyQuestionSetDialog } from '@quizcoop/ui';
import { toast } from '../app/siteToasts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { recordFeatureUse } from '../app/featureAnalytics';
import { useGateAnalytics } from '../app/gateAnalytics';

export interface CopyQuestionSetFlowProps {
  /** The set to copy; null keeps the dialog closed. */
  set: QuestionSetSummary | null;
  onClose: () => void;
}

/**
 * 'Copy Question Set' wired to the server: one request makes the copy under the typed name, then the teacher
 * lands on the copy's edit page. The server decides who may copy; the copy_public_games flag decides what the
 * dialog offers: the form, the premium gate for a free member, or 'Feature Unavailable' while it is off.
 */
export function CopyQuestionSetFlow({ set, onClose }: CopyQuestionSetFlowProps) {
  const flags = useFeatureFlags();
  const access = flags.gateState('copy_public_games');
  // Opened once the flags are known, so a premium teacher never glimpses the premium gate first.
  if (access === 'loading') return null;
  // Keyed by the set, so each opening starts from '{name} (Copy)' and no earlier refusal.
  return set ? (
    <CopyDialog key={set.id} set={set} access={access} isPremium={flags.isPremium} onClose={onClose} />
  ) : null;
}

function CopyDialog({
  set,
  access,
  isPremium,
  onClose,
}: {
  set: QuestionSetSummary;
  access: FeatureGateState;
  isPremium: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const renderLink = useGateAnalytics({
    flag: 'copy_public_games',
    state: access,
    context: 'copy-dialog',
    isPremium,
  });
  const copy = useCopyQuestionSet();
  const [name, setName] = useState(() => defaultCopyName(set.game_name));
  const submit = () => {
    recordFeatureUse({
      feature: 'copy_public_games',
      action: 'attempted',
      context: 'copy-dialog',
      userType: isPremium ? 'premium' : 'free',
    });
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
  };
  return (
    <CopyQuestionSetDialog
      open
      onOpenChange={(open) => !open && onClose()}
      sourceName={set.game_name}
      canCopy={access === 'on'}
      unavailable={access === 'unavailable'}
      name={name}
      onNameChange={setName}
      copying={copy.isPending}
      error={copy.error?.message ?? null}
      onCopy={submit}
      renderLink={renderLink}
    />
  );
}
