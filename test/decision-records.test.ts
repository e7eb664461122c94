import { describe, expect, it } from 'vitest';
import { decisionRecordProblems, readDecisionRecords } from './decision-records.ts';

describe('the decision records', () => {
  it('keep the rules of their README: every record in the table, each with its number, date and status', () => {
    expect(decisionRecordProblems(readDecisionRecords())).toEqual([]);
  });

  it('fail on planted defects: a record left out of the table, a row without its record, no date, a wrong number', () => {
    const files = new Map([
      ['README.md', '| record | title |\n| --- | --- |\n| [0001](0001-first.md) | First |\n| [0003](0003-gone.md) | Gone |\n'],
      ['0001-first.md', '# 1. First\n\nDate: 2026-11-21. Status: accepted.\n'],
      ['0002-second.md', '# 2. Second\n\nStatus: accepted.\n'],
      ['0004-fourth.md', '# 5. Fourth\n\nDate: 2026-11-26. Status: accepted.\n'],
    ]);
    expect(decisionRecordProblems(files)).toEqual([
      '0002-second.md: not in the table of README.md',
      '0002-second.md: "Date: YYYY-MM-DD. Status: …" should follow the title',
      '0004-fourth.md: not in the table of README.md',
      '0004-fourth.md: the title should start "# 4. "',
      'README.md: the table names 0003-gone.md, which does not exist',
    ]);
  });
});
