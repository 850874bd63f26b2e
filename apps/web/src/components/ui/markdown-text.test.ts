import { describe, expect, it } from 'vitest';
import { splitRuns } from './markdown-text';

describe('descriptions: "- " lines are lists', () => {
  it('makes a list of bullet lines right after a line of text, and of "• " and "* " lines', () => {
    expect(splitRuns('We are hiring.\n- Kotlin\n- AWS\nThanks\n\n• one\n* two')).toEqual([
      { isList: false, lines: ['We are hiring.'] },
      { isList: true, lines: ['Kotlin', 'AWS'] },
      { isList: false, lines: ['Thanks'] },
      { isList: true, lines: ['one', 'two'] },
    ]);
  });
});
