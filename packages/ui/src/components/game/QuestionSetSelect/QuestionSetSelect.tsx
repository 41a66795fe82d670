import type { ComponentRef } from 'react';
import { forwardRef } from 'react';
import { Select } from '../../Select/Select';
import { trigger } from './QuestionSetSelect.css';
import type { QuestionSetOption } from './questionSetChoice';
import { chosenSetValue, questionSetLabel, questionSetPlaceholder } from './questionSetChoice';

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
  /** Open the list as soon as it shows, as when it was asked for before its code arrived. */
  defaultOpen?: boolean;
}

const menuLinkValue = (index: number) => `menu-link-${index}`;

/** The question-set dropdown of a player's setup card. */
export const QuestionSetSelect = forwardRef<ComponentRef<typeof Select.Trigger>, QuestionSetSelectProps>(
  function QuestionSetSelect(
    {
      sets,
      value,
      onValueChange,
      loading = false,
      menuLinks = [],
      disabled,
      name,
      defaultOpen,
      ...triggerProps
    },
    ref,
  ) {
    const chosen = chosenSetValue(value);
    const choose = (next: string) => {
      const link = menuLinks.find((_, index) => menuLinkValue(index) === next);
      if (link) link.onSelect();
      else onValueChange(next);
    };
    return (
      <Select.Root
        value={chosen}
        onValueChange={choose}
        disabled={disabled}
        name={name}
        defaultOpen={defaultOpen}
      >
        <Select.Trigger
          ref={ref}
          className={trigger}
          placeholder={questionSetPlaceholder(loading)}
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
