import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { HardestQuestionsTableProps } from './HardestQuestionsTable';
import { HardestQuestionsTable } from './HardestQuestionsTable';

/** The table under the heading that names it, as a page shows it. */
function UnderHeading(props: Omit<HardestQuestionsTableProps, 'labelledBy'>) {
  return (
    <section>
      <h2 id="hardest">Hardest questions</h2>
      <HardestQuestionsTable labelledBy="hardest" {...props} />
    </section>
  );
}

const meta = {
  title: 'Reports/HardestQuestionsTable',
  component: UnderHeading,
  args: {
    questions: [
      {
        key: 'q1',
        question: 'Which river flows through Vienna, Budapest and Belgrade on its way to the Black Sea?',
        asked: 4,
        answeredRight: 0,
        rightLabel: '0%',
        editHref: '/questions/set-rivers/edit#question-q1',
      },
      {
        key: 'q2',
        question: 'What is 7 × 8?',
        asked: 6,
        answeredRight: 2,
        rightLabel: '33%',
        editHref: null,
      },
      {
        key: 'q3',
        question: 'How many legs has a spider?',
        asked: 3,
        answeredRight: 3,
        rightLabel: '100%',
        editHref: '/questions/set-animals/edit#question-q3',
      },
    ],
  },
} satisfies Meta<typeof UnderHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HardestFirst: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Hardest questions' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('40 (0%)');
    const edit = within(rows[1] as HTMLElement).getByRole('link', {
      name: 'Edit “Which river flows through Vienna, Budapest and Belgrade on its way to the Black Sea?”',
    });
    await expect(edit).toHaveAttribute('href', '/questions/set-rivers/edit#question-q1');
    // Only a question of the teacher's own can be edited.
    await expect(within(rows[2] as HTMLElement).queryByRole('link')).toBeNull();
  },
};

export const NothingAnswered: Story = {
  args: { questions: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No question has been answered in a kept game yet.');
  },
};

export const OnAPhone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Hardest questions' });
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};
