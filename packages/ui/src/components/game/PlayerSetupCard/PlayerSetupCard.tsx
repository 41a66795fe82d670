import type { HTMLAttributes, ReactNode } from 'react';
import { forwardRef, useId } from 'react';
import { cx } from '../../../internal/classNames';
import { label as labelStyle } from '../../../internal/field.css';
import { CloseIcon } from '../../../internal/icons';
import { IconButton } from '../../IconButton/IconButton';
import { TextField } from '../../TextField/TextField';
import { ColorSwatchPicker } from '../ColorSwatchPicker/ColorSwatchPicker';
import { playerColorStyle } from '../internal/playerColor';
import { PlayerMarker } from '../internal/PlayerMarker';
import { card, group, header, title } from './PlayerSetupCard.css';

/** Spec §9: 'Add Player' sits between the colour pickers and the remove buttons in the tab order. */
export const ADD_PLAYER_TAB_INDEX = 60;

export interface PlayerSetupTabOrder {
  name: number;
  setSelect: number;
  colors: number;
  remove: number;
}

/**
 * Spec §9's tab order of the setup screen: every name first, then every set dropdown, every colour picker,
 * 'Add Player' and finally every remove button.
 */
export function playerSetupTabOrder(playerId: number): PlayerSetupTabOrder {
  return { name: playerId, setSelect: 20 + playerId, colors: 40 + playerId, remove: 100 + playerId };
}

export interface SetSelectField {
  /** Give it to the select's trigger: the card's 'Question set' label points at it. */
  id: string;
  tabIndex: number;
}

export interface PlayerSetupCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'color'> {
  /** 1 to 4; it numbers the card and places its controls in the setup's tab order. */
  playerId: number;
  name: string;
  onNameChange: (name: string) => void;
  nameError?: ReactNode;
  color: string;
  onColorChange: (hex: string) => void;
  /** Leave out to hide the remove button, as when only one player is left. */
  onRemove?: () => void;
  /** Renders the question-set dropdown, usually a QuestionSetSelect given these field props. */
  renderSetSelect?: (field: SetSelectField) => ReactNode;
}

/** One player's (or team's) card on the game setup screen. */
export const PlayerSetupCard = forwardRef<HTMLDivElement, PlayerSetupCardProps>(function PlayerSetupCard(
  {
    playerId,
    name,
    onNameChange,
    nameError,
    color,
    onColorChange,
    onRemove,
    renderSetSelect,
    className,
    style,
    ...rest
  },
  ref,
) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const setSelectId = `${baseId}-set`;
  const colorLabelId = `${baseId}-color`;
  const tabOrder = playerSetupTabOrder(playerId);
  const playerLabel = `Player ${playerId}`;
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={headingId}
      className={cx(card, className)}
      style={{ ...playerColorStyle(color), ...style }}
      {...rest}
    >
      <div className={header}>
        <h3 id={headingId} className={title}>
          <PlayerMarker color={color} />
          {playerLabel}
        </h3>
        {onRemove ? (
          <IconButton label={`Remove ${playerLabel}`} size="sm" tabIndex={tabOrder.remove} onClick={onRemove}>
            <CloseIcon />
          </IconButton>
        ) : null}
      </div>
      <TextField
        label="Name"
        value={name}
        onChange={(event) => onNameChange(event.target.value)}
        placeholder={`${playerLabel} name / team name`}
        tabIndex={tabOrder.name}
        error={nameError}
        autoComplete="off"
      />
      {renderSetSelect ? (
        <div className={group}>
          <label htmlFor={setSelectId} className={labelStyle}>
            Question set
          </label>
          {renderSetSelect({ id: setSelectId, tabIndex: tabOrder.setSelect })}
        </div>
      ) : null}
      <div className={group}>
        <span id={colorLabelId} className={labelStyle}>
          Colour
        </span>
        <ColorSwatchPicker
          aria-labelledby={colorLabelId}
          value={color}
          onValueChange={onColorChange}
          tabIndex={tabOrder.colors}
        />
      </div>
    </div>
  );
});
