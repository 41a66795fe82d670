import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ImportPreviewRow } from './ImportPreview';
import { ImportPreview } from './ImportPreview';

const validRows: ImportPreviewRow[] = [
  {
    rowNumber: 2,
    question: 'What is the capital of France?',
    answer: 'Paris',
    typeLabel: 'Normal',
    options: [],
    problems: [],
  },
  {
    rowNumber: 3,
    question: 'Which gas do plants take in?',
    answer: '',
    typeLabel: 'Bonus',
    options: [
      { text: 'Oxygen', correct: false },
      { text: 'Carbon dioxide', correct: true },
      { text: 'Nitrogen', correct: false },
    ],
    problems: [],
  },
  {
    rowNumber: 4,
    question: 'Finish the rhyme: Twinkle, twinkle, little…',
    answer: 'star',
    typeLabel: 'Punishment',
    options: [],
    problems: [],
  },
];

const rowsWithProblems: ImportPreviewRow[] = [
  validRows[0]!,
  {
    rowNumber: 3,
    question: 'What colour is the sky?',
    answer: '',
    typeLabel: 'Normal',
    options: [],
    problems: ['answer: The answer is missing.'],
  },
  {
    rowNumber: 4,
    question: 'Which is a prime?',
    answer: '',
    typeLabel: 'Normal',
    options: [
      { text: '4', correct: false },
      { text: '6', correct: false },
      { text: '9', correct: false },
    ],
    problems: ['option 1: No option is marked as correct: put a * in front of the right one.'],
  },
  {
    rowNumber: 5,
    question: 'How many days in a week?',
    answer: '7',
    typeLabel: 'Normal',
    options: [],
    problems: ['type: "double" is not a question type; use normal, bonus or punishment (or leave it empty).'],
  },
];

const manyRows: ImportPreviewRow[] = Array.from({ length: 400 }, (_, index) => ({
  rowNumber: index + 2,
  question: `What is ${index + 1} × 3?`,
  answer: String((index + 1) * 3),
  typeLabel: index % 10 === 0 ? 'Bonus' : 'Normal',
  options: [],
  problems: index === 250 ? ['answer: The answer is missing.'] : [],
}));

const meta = {
  title: 'Library/ImportPreview',
  component: ImportPreview,
  args: { rows: validRows, onFixRow: fn() },
} satisfies Meta<typeof ImportPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 questions ready to save.');
    await expect(canvas.getAllByText('Ready')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /Fix/ })).toBeNull();
    await expect(canvas.getByText('Carbon dioxide')).toHaveTextContent('Carbon dioxide ✓ (correct)');
  },
};

export const WithProblems: Story = {
  args: { rows: rowsWithProblems },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '1 question ready, 3 rows need fixing before anything is saved.',
    );
    await expect(canvas.getByText('answer: The answer is missing.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Fix row 4' }));
    await expect(args.onFixRow).toHaveBeenCalledWith(4);
  },
};

export const Huge: Story = {
  args: { rows: manyRows },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '399 questions ready, 1 row needs fixing before anything is saved.',
    );
    await expect(canvas.getAllByRole('row')).toHaveLength(manyRows.length + 1);
  },
};

export const WithoutFixing: Story = {
  args: { rows: rowsWithProblems, onFixRow: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
