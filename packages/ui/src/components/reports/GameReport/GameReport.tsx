import { useId } from 'react';
import { Table } from '../../Table/Table';
import { PlayerMarker } from '../../game/internal/PlayerMarker';
import type { ResultsPlayer } from '../../game/ResultsRanking/ResultsRanking';
import { ResultsRanking } from '../../game/ResultsRanking/ResultsRanking';
import {
  detail,
  fact,
  factLabel,
  factValue,
  facts as factsStyle,
  question as questionStyle,
  report,
  section,
  sectionHeading,
  summary as summaryStyle,
  team,
} from './GameReport.css';

/** One turn of the game, worded by the game. */
export interface GameReportTurn {
  /** From 1, in the order played. */
  number: number;
  kind: 'question' | 'scramble';
  teamName: string;
  teamColor: string;
  /** The question as it was asked; 'Score Scramble' for a spin. */
  question: string;
  /** 'Normal', 'Bonus' or 'Punishment' for a question. */
  typeLabel: string;
  /** 'Correct', 'Incorrect', 'Passed', or the wheel's message. */
  result: string;
  /** The option chosen on a multiple-choice question. */
  answer: string | null;
  /** '+15', '0', '-10'. */
  pointsLabel: string;
}

/** One line of what is known about the game, e.g. Rounds: 5. */
export interface GameReportFact {
  label: string;
  value: string;
}

export interface GameReportProps {
  /** When it was played, its rounds, how it ended, its sets. */
  facts: readonly GameReportFact[];
  /** The winner, or the teams tied for first, in one sentence. */
  summary: string;
  /** Best first, as the results dialog ranked them. */
  players: readonly ResultsPlayer[];
  turns: readonly GameReportTurn[];
  /** The level of the report's own headings, under the page's title. */
  headingLevel?: 2 | 3;
}

/**
 * A kept game: the ranking the results dialog showed, with each team's answers, and every question of the game
 * in the order it was asked, so a teacher can see what the class found hard.
 */
export function GameReport({ facts, summary, players, turns, headingLevel = 2 }: GameReportProps) {
  const Heading = `h${headingLevel}` as const;
  const rankingId = useId();
  const questionsId = useId();
  return (
    <div className={report}>
      <dl className={factsStyle}>
        {facts.map((entry) => (
          <div key={entry.label} className={fact}>
            <dt className={factLabel}>{entry.label}</dt>
            <dd className={factValue}>{entry.value}</dd>
          </div>
        ))}
      </dl>
      <p className={summaryStyle}>{summary}</p>
      <section aria-labelledby={rankingId} className={section}>
        <Heading id={rankingId} className={sectionHeading}>
          Ranking
        </Heading>
        <ResultsRanking players={players} aria-labelledby={rankingId} />
      </section>
      <section aria-labelledby={questionsId} className={section}>
        <Heading id={questionsId} className={sectionHeading}>
          Questions
        </Heading>
        {turns.length === 0 ? (
          <p>No question was played in this game.</p>
        ) : (
          <Table.Root aria-labelledby={questionsId}>
            <Table.Head>
              <Table.Row>
                <Table.HeaderCell>#</Table.HeaderCell>
                <Table.HeaderCell>Team</Table.HeaderCell>
                <Table.HeaderCell>Question</Table.HeaderCell>
                <Table.HeaderCell>Result</Table.HeaderCell>
                <Table.HeaderCell numeric>Points</Table.HeaderCell>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {turns.map((turn) => (
                <Table.Row key={turn.number} data-kind={turn.kind}>
                  <Table.Cell>{turn.number}</Table.Cell>
                  <Table.Cell>
                    <span className={team}>
                      <PlayerMarker color={turn.teamColor} />
                      {turn.teamName}
                    </span>
                  </Table.Cell>
                  <Table.Cell className={questionStyle}>
                    {turn.question}
                    {turn.kind === 'question' ? (
                      <span className={detail}>
                        {turn.answer === null ? turn.typeLabel : `${turn.typeLabel} · Answer: ${turn.answer}`}
                      </span>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>{turn.result}</Table.Cell>
                  <Table.Cell numeric>{turn.pointsLabel}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </section>
    </div>
  );
}
