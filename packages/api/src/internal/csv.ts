/** The separators a teacher's file may use: Excel in many European locales writes semicolons, pasted ranges tabs. */
export type CsvDelimiter = ',' | ';' | '\t';

const BYTE_ORDER_MARK = '\uFEFF';
const QUOTE = '"';

/** Excel and Google Sheets save UTF-8 with and without a byte order mark; the mark is never part of a cell. */
export function withoutByteOrderMark(text: string): string {
  return text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
}

/**
 * The delimiter of a file, read from its first line outside quotes. Any tab makes it tab-separated: a pasted
 * spreadsheet range has tabs, while its questions may well hold commas. Otherwise the more frequent of semicolon
 * and comma wins.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { '\t': 0, ';': 0, ',': 0 };
  let quoted = false;
  for (const character of text) {
    if (character === QUOTE) quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && character in counts) counts[character as CsvDelimiter] += 1;
  }
  if (counts['\t'] > 0) return '\t';
  return counts[';'] > counts[','] ? ';' : ',';
}

/**
 * Splits delimited text into records of cells: quoted cells may hold the delimiter, line breaks and doubled
 * quotes; records end at LF, CRLF or a lone CR. A line break inside quotes is kept as LF so a cell reads the
 * same whichever system saved the file.
 */
export function parseDelimited(text: string, delimiter: CsvDelimiter): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push(record);
    record = [];
  };
  while (index < text.length) {
    const character = text[index]!;
    if (quoted) {
      if (character === QUOTE && text[index + 1] === QUOTE) {
        cell += QUOTE;
        index += 2;
        continue;
      }
      if (character === QUOTE) quoted = false;
      else if (character === '\r') cell += text[index + 1] === '\n' ? '' : '\n';
      else cell += character;
      index += 1;
      continue;
    }
    if (character === QUOTE && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (character === delimiter) endCell();
    else if (character === '\n') endRecord();
    else if (character === '\r') {
      endRecord();
      if (text[index + 1] === '\n') index += 1;
    } else cell += character;
    index += 1;
  }
  if (cell !== '' || record.length > 0) endRecord();
  return records;
}

/**
 * A spreadsheet runs a cell that starts with = + - or @ as a formula, so a question written to fool one could
 * reach a teacher's machine through an export. Some spreadsheets drop a leading tab or line break before they
 * look, so a cell starting with one counts too. Such a cell, and one that already starts with the
 * apostrophe that guards it, is written with a leading apostrophe; reading a file takes that apostrophe off
 * again. A plain signed number such as -5 or +10 computes nothing, so it stays as it is and sorts as a number.
 */
const FORMULA_START = /^[=+\-@'\t\r\n]/;
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;

export function guardFormula(value: string): string {
  return FORMULA_START.test(value) && !SIGNED_NUMBER.test(value) ? `'${value}` : value;
}

export function unguardFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function quoteCell(value: string): string {
  const guarded = guardFormula(value);
  return /[",;\t\r\n]/.test(guarded) || guarded.trim() !== guarded
    ? `${QUOTE}${guarded.replaceAll(QUOTE, QUOTE + QUOTE)}${QUOTE}`
    : guarded;
}

/**
 * Writes records as a comma-separated file that Excel, Numbers and Google Sheets all open as UTF-8: a byte order
 * mark first, CRLF line ends, cells quoted only where they have to be.
 */
export function formatCsv(records: readonly (readonly string[])[]): string {
  return BYTE_ORDER_MARK + records.map((record) => record.map(quoteCell).join(',')).join('\r\n') + '\r\n';
}
