import { describe, expect, it } from 'vitest';
import { executeArguments } from './execute-arguments';

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

describe('executeArguments', () => {
  it('writes each value as the quoted text a bound parameter carries', () => {
    expect(executeArguments(["it's", 7, false, null, 10n], quote)).toBe(
      `('it''s', '7', 'false', null, '10')`,
    );
  });

  it('writes a list as an array literal with every element quoted and NULL for a missing one', () => {
    expect(executeArguments([['a,b', 'say "hi"', 'back\\slash', null]], quote)).toBe(
      `('{"a,b","say \\"hi\\"","back\\\\slash",NULL}')`,
    );
  });

  it('writes nothing for a statement without values', () => {
    expect(executeArguments([], quote)).toBe('');
  });

  it('leaves to the driver what it cannot write: a NUL, an object, a nested list', () => {
    expect(executeArguments(['a\u0000b'], quote)).toBeUndefined();
    expect(executeArguments([['a\u0000b']], quote)).toBeUndefined();
    expect(executeArguments([{ a: 1 }], quote)).toBeUndefined();
    expect(executeArguments([[['nested']]], quote)).toBeUndefined();
  });
});
