import { useId } from 'react';
import { Table } from '../Table/Table';
import { heading, note, section } from './FeatureAnalyticsSummary.css';

/** How often one feature met one action, as the screen counted them. */
export interface FeatureAnalyticsRow {
  feature: string;
  /** viewed, attempted, blocked, upgraded, preview_opened or discovery_viewed. */
  action: string;
  count: number;
}

export interface FeatureAnalyticsSummaryProps {
  rows: readonly FeatureAnalyticsRow[];
  headingLevel?: 2 | 3;
}

function readable(name: string): string {
  const spaced = name.replaceAll('_', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * 'Feature Analytics': how often each gated feature was seen, blocked or led to an upgrade, counted in this
 * browser only and only with analytics consent, so the note says where the figures come from.
 */
export function FeatureAnalyticsSummary({ rows, headingLevel = 2 }: FeatureAnalyticsSummaryProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className={section}>
      <Heading id={titleId} className={heading}>
        Feature Analytics
      </Heading>
      <p className={note}>Counted in this browser, for visitors who allowed analytics cookies.</p>
      {rows.length === 0 ? (
        <p className={note}>No feature events recorded yet.</p>
      ) : (
        <Table.Root>
          <Table.Caption>Feature events by action</Table.Caption>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Feature</Table.HeaderCell>
              <Table.HeaderCell>Action</Table.HeaderCell>
              <Table.HeaderCell numeric>Count</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={`${row.feature} ${row.action}`}>
                <Table.Cell>{readable(row.feature)}</Table.Cell>
                <Table.Cell>{readable(row.action)}</Table.Cell>
                <Table.Cell numeric>{row.count}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </section>
  );
}
