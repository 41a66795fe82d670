import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Table } from './Table';

const answers = [
  { question: 1, type: 'normal', result: 'Correct', points: 15 },
  { question: 2, type: 'bonus', result: 'Correct', points: 40 },
  { question: 3, type: 'punishment', result: 'Incorrect', points: -10 },
];

const meta = {
  title: 'Primitives/Table',
  component: Table.Root,
  render: (args) => (
    <Table.Root {...args}>
      <Table.Caption>Ada&apos;s answers</Table.Caption>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Q#</Table.HeaderCell>
          <Table.HeaderCell>Type</Table.HeaderCell>
          <Table.HeaderCell>Result</Table.HeaderCell>
          <Table.HeaderCell numeric>Points</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {answers.map((answer) => (
          <Table.Row key={answer.question}>
            <Table.Cell>{answer.question}</Table.Cell>
            <Table.Cell>{answer.type}</Table.Cell>
            <Table.Cell>{answer.result}</Table.Cell>
            <Table.Cell numeric>{answer.points}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  ),
} satisfies Meta<typeof Table.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: "Ada's answers" });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Q#', 'Type', 'Result', 'Points']);
    await expect(within(table).getAllByRole('row')).toHaveLength(answers.length + 1);
  },
};
