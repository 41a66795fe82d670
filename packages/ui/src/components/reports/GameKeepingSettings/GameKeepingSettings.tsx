import { useId } from 'react';
import { hint, label as labelStyle } from '../../../internal/field.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { Select } from '../../Select/Select';
import { Switch } from '../../Switch/Switch';

/** One choice of how long kept games stay. */
export interface RetentionOption {
  /** e.g. '90', or 'forever'. */
  value: string;
  /** e.g. '90 days', 'Keep them until I delete them'. */
  label: string;
}

export interface GameKeepingSettingsProps {
  keepGames: boolean;
  /** One of `retentionOptions`' values. */
  retention: string;
  retentionOptions: readonly RetentionOption[];
  onKeepGamesChange: (keepGames: boolean) => void;
  onRetentionChange: (retention: string) => void;
  /** While a change is saved, or before the settings are known. */
  disabled?: boolean;
}

/**
 * Whether the teacher's finished games are kept for their reports, and how long: the teacher decides what the
 * account keeps about their classes.
 */
export function GameKeepingSettings({
  keepGames,
  retention,
  retentionOptions,
  onKeepGamesChange,
  onRetentionChange,
  disabled = false,
}: GameKeepingSettingsProps) {
  const retentionId = useId();
  const retentionHintId = `${retentionId}-hint`;
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}>
      <Switch
        label="Keep my games for reports"
        description="Each game you finish while signed in is kept: when it was played, the team names you typed, their scores and the questions asked."
        checked={keepGames}
        disabled={disabled}
        onCheckedChange={onKeepGamesChange}
      />
      <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })}>
        <label htmlFor={retentionId} className={labelStyle}>
          Delete kept games older than
        </label>
        <Select.Root value={retention} onValueChange={onRetentionChange} disabled={disabled}>
          <Select.Trigger id={retentionId} aria-describedby={retentionHintId} />
          <Select.Content>
            {retentionOptions.map((option) => (
              <Select.Item key={option.value} value={option.value}>
                {option.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <p id={retentionHintId} className={hint}>
          Older games are deleted for good, from your reports and from 'Download my data'.
        </p>
      </div>
    </div>
  );
}
