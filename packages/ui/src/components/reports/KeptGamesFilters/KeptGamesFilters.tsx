import { useId } from 'react';
import { sprinkles } from '../../../theme/sprinkles.css';
import { Button } from '../../Button/Button';
import { Select } from '../../Select/Select';
import { TextField } from '../../TextField/TextField';
import { label as labelStyle } from '../../../internal/field.css';

/** What narrows the list: a set ('' for every set) and a range of days (`YYYY-MM-DD`, '' for open-ended). */
export interface KeptGamesFilterValues {
  set: string;
  from: string;
  to: string;
}

export interface KeptGamesFilterOption {
  value: string;
  label: string;
}

export interface KeptGamesFiltersProps {
  /** The sets the teacher's games were played with. */
  setOptions: readonly KeptGamesFilterOption[];
  values: KeptGamesFilterValues;
  onChange: (values: KeptGamesFilterValues) => void;
}

// A select item cannot have the empty value, which the filter uses for 'every set'.
const EVERY_SET = 'every-set';

export const NO_FILTERS: KeptGamesFilterValues = { set: '', from: '', to: '' };

/** The set and the days to show games of; each change applies at once. */
export function KeptGamesFilters({ setOptions, values, onChange }: KeptGamesFiltersProps) {
  const setId = useId();
  const filtered = values.set !== '' || values.from !== '' || values.to !== '';
  return (
    <form
      aria-label="Filter games"
      onSubmit={(event) => event.preventDefault()}
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })}
    >
      <div
        className={sprinkles({
          display: 'grid',
          gridColumns: { mobile: 1, medium: 3 },
          gap: 'sm',
          alignItems: 'flex-end',
        })}
      >
        <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })}>
          <label htmlFor={setId} className={labelStyle}>
            Question set
          </label>
          <Select.Root
            value={values.set === '' ? EVERY_SET : values.set}
            onValueChange={(set) => onChange({ ...values, set: set === EVERY_SET ? '' : set })}
          >
            <Select.Trigger id={setId} />
            <Select.Content>
              <Select.Item value={EVERY_SET}>Every set</Select.Item>
              {setOptions.map((option) => (
                <Select.Item key={option.value} value={option.value}>
                  {option.label}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </div>
        <TextField
          label="Played from"
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(event) => onChange({ ...values, from: event.target.value })}
        />
        <TextField
          label="Played until"
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(event) => onChange({ ...values, to: event.target.value })}
        />
      </div>
      {filtered ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            Show every game
          </Button>
        </div>
      ) : null}
    </form>
  );
}
