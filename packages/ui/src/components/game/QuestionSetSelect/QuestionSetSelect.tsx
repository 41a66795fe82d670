import type { ComponentRef } from 'react';
import { forwardRef } from 'react';
import { Select } from '../../Select/Select';
import { trigger } from './QuestionSetSelect.css';

export interface QuestionSetOption {
  id: string | number;
  gameName: string;
  questionCount: number;
}

/** An entry at the foot of the list that leads elsewhere, such as 'Assign Sets to Players'. */
export interface QuestionSetMenuLink {
  label: string;
  onSelect: () => void;
}

export interface QuestionSetSelectProps {
  sets: readonly QuestionSetOption[];
  /** The chosen set's id; empty, null or 0 means none is chosen yet. */
  value: string | number | null | undefined;
  onValueChange: (setId: string) => void;
  /** While the sets load the placeholder and the empty list say so. */
  loading?: boolean;
  /**
   * Shown after the sets. They are list entries, not anchors, because an open select list only moves between
   * its entries: so the keyboard reaches them too. Choosing one calls its onSelect and keeps the chosen set.
   */
  menuLinks?: readonly QuestionSetMenuLink[];
  'aria-label'?: string;
  'aria-labelledby'?: string;
  id?: string;
  disabled?: boolean;
  name?: string;
}

/** 'Fractions (12)': the set's name and its question count. */
export function questionSetLabel(set: QuestionSetOption): string {
  return `${set.gameName} (${set.questionCount})`;
}

const menuLinkValue = (index: number) => `menu-link-${index}`;

/** The question-set dropdown of a player's setup card. */
export const QuestionSetSelect = forwardRef<ComponentRef<typeof Select.Trigger>, QuestionSetSelectProps>(
  function QuestionSetSelect(
    { sets, value, onValueChange, loading = false, menuLinks = [], disabled, name, ...triggerProps },
    ref,
  ) {
    const chosen = value === null || value === undefined || String(value) === '0' ? '' : String(value);
    const choose = (next: string) => {
      const link = menuLinks.find((_, index) => menuLinkValue(index) === next);
      if (link) link.onSelect();
      else onValueChange(next);
    };
    return (
      <Select.Root value={chosen} onValueChange={choose} disabled={disabled} name={name}>
        <Select.Trigger
          ref={ref}
          className={trigger}
          placeholder={loading ? 'Loading question sets...' : 'Select a Question Set'}
          aria-busy={loading || undefined}
          {...triggerProps}
        />
        <Select.Content>
          {sets.length === 0 ? (
            <Select.Item value="no-question-sets" disabled>
              {loading ? 'Loading sets...' : 'No question sets found'}
            </Select.Item>
          ) : (
            sets.map((set) => (
              <Select.Item key={set.id} value={String(set.id)}>
                {questionSetLabel(set)}
              </Select.Item>
            ))
          )}
          {menuLinks.length > 0 ? (
            <>
              <Select.Separator />
              {menuLinks.map((link, index) => (
                <Select.Item key={link.label} value={menuLinkValue(index)}>
                  {link.label}
                </Select.Item>
              ))}
            </>
          ) : null}
        </Select.Content>
      </Select.Root>
    );
  },
);
