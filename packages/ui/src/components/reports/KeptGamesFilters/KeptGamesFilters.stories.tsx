import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { KeptGamesFilterValues, KeptGamesFiltersProps } from './KeptGamesFilters';
import { KeptGamesFilters, NO_FILTERS } from './KeptGamesFilters';

const setOptions = [
  { value: 'set-animals', label: 'Animals' },
  { value: 'set-times', label: 'Times tables' },
];

/** The filters as a screen holds them, so every change shows. */
function Filters({ values: initial, onChange, ...rest }: KeptGamesFiltersProps) {
  const [values, setValues] = useState<KeptGamesFilterValues>(initial);
  return (
    <KeptGamesFilters
      {...rest}
      values={values}
      onChange={(next) => {
        setValues(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Reports/KeptGamesFilters',
  component: Filters,
  args: { setOptions, values: NO_FILTERS, onChange: fn() },
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const EveryGame: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Filter games' });
    await expect(within(form).getByRole('combobox', { name: 'Question set' })).toHaveTextContent('Every set');
    await expect(within(form).queryByRole('button', { name: 'Show every game' })).toBeNull();

    await userEvent.click(within(form).getByRole('combobox', { name: 'Question set' }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Times tables' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ set: 'set-times', from: '', to: '' });
    // The list hides the rest of the page from assistive technology until it has finished closing.
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());

    const from = within(form).getByLabelText('Played from');
    await userEvent.type(from, '2026-11-01');
    await expect(args.onChange).toHaveBeenLastCalledWith({ set: 'set-times', from: '2026-11-01', to: '' });

    await userEvent.click(within(form).getByRole('button', { name: 'Show every game' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(NO_FILTERS);
  },
};

export const Narrowed: Story = {
  args: { values: { set: 'set-animals', from: '2026-09-01', to: '2026-12-20' } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Filter games' });
    await expect(within(form).getByRole('combobox', { name: 'Question set' })).toHaveTextContent('Animals');
    await expect(within(form).getByLabelText('Played until')).toHaveValue('2026-12-20');
    await expect(within(form).getByRole('button', { name: 'Show every game' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  args: { values: { set: 'set-animals', from: '2026-09-01', to: '2026-12-20' } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Filter games' });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};
