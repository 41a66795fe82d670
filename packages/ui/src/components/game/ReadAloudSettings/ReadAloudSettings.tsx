import type { DetailsHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../../internal/classNames';
import { FieldFrame } from '../../../internal/Field';
import { Select } from '../../Select/Select';
import { Switch } from '../../Switch/Switch';
import { READ_ALOUD_UNAVAILABLE } from '../ReadAloudButton/ReadAloudButton';
import {
  body,
  panel,
  rateInput,
  rateRow,
  rateValue,
  summaryLine,
  unavailableNote,
} from './ReadAloudSettings.css';

/** One of the device's voices: its id (the voice URI) and a name a teacher recognises, e.g. 'Daniel (en-GB)'. */
export interface ReadAloudVoice {
  id: string;
  label: string;
}

export interface ReadAloudSettingsProps
  extends Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'onChange' | 'onRateChange'> {
  /** Whether the device can speak at all; without it the section says so and offers no controls. */
  available: boolean;
  voices: readonly ReadAloudVoice[];
  /** The chosen voice's id, or null for the device's default voice. */
  voiceId: string | null;
  rate: number;
  rateRange: { readonly min: number; readonly max: number; readonly step: number };
  autoRead: boolean;
  onVoiceChange: (voiceId: string | null) => void;
  onRateChange: (rate: number) => void;
  onAutoReadChange: (autoRead: boolean) => void;
}

// Radix Select needs a non-empty value for every item, so the device's default voice has a name of its own.
const DEFAULT_VOICE = 'default';

/**
 * How a game reads its questions aloud: the voice, how fast it speaks and whether each new question is read
 * without asking. Folded away until opened, as most games do without it.
 */
export const ReadAloudSettings = forwardRef<HTMLDetailsElement, ReadAloudSettingsProps>(
  function ReadAloudSettings(
    {
      available,
      voices,
      voiceId,
      rate,
      rateRange,
      autoRead,
      onVoiceChange,
      onRateChange,
      onAutoReadChange,
      className,
      ...rest
    },
    ref,
  ) {
    const chosenVoice = voiceId !== null && voices.some((voice) => voice.id === voiceId) ? voiceId : null;
    const rateText = `${rate.toFixed(1)}×`;
    return (
      <details ref={ref} className={cx(panel, className)} {...rest}>
        <summary className={summaryLine}>Read aloud</summary>
        <div className={body}>
          {available ? (
            <>
              <FieldFrame
                label="Voice"
                hint={
                  voices.length === 0 ? 'This browser lists no voices; its default voice reads.' : undefined
                }
              >
                {({ id, 'aria-describedby': describedBy }) => (
                  <Select.Root
                    value={chosenVoice ?? DEFAULT_VOICE}
                    onValueChange={(value) => onVoiceChange(value === DEFAULT_VOICE ? null : value)}
                  >
                    <Select.Trigger id={id} aria-describedby={describedBy} />
                    <Select.Content>
                      <Select.Item value={DEFAULT_VOICE}>Browser default</Select.Item>
                      {voices.map((voice) => (
                        <Select.Item key={voice.id} value={voice.id}>
                          {voice.label}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                )}
              </FieldFrame>
              <FieldFrame label="Speaking rate">
                {({ id }) => (
                  <span className={rateRow}>
                    <input
                      id={id}
                      type="range"
                      className={rateInput}
                      min={rateRange.min}
                      max={rateRange.max}
                      step={rateRange.step}
                      value={rate}
                      aria-valuetext={`${rate.toFixed(1)} times normal speed`}
                      onChange={(event) => onRateChange(Number(event.currentTarget.value))}
                    />
                    <span className={rateValue} aria-hidden="true">
                      {rateText}
                    </span>
                  </span>
                )}
              </FieldFrame>
              <Switch
                label="Read each new question automatically"
                checked={autoRead}
                onCheckedChange={onAutoReadChange}
              />
            </>
          ) : (
            <p className={unavailableNote}>{READ_ALOUD_UNAVAILABLE}</p>
          )}
        </div>
      </details>
    );
  },
);
