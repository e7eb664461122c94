import { describe, expect, it } from 'vitest';
import { truncateDescription } from './truncate.ts';

describe('truncateDescription', () => {
  it('keeps short text whole', () => {
    expect(truncateDescription('Lloj i rrallë.')).toEqual({ text: 'Lloj i rrallë.', truncated: false });
    const exactly150 = 'a'.repeat(150);
    expect(truncateDescription(exactly150)).toEqual({ text: exactly150, truncated: false });
  });

  it('cuts long text to 150 characters plus an ellipsis', () => {
    const long = 'ë'.repeat(151);
    const result = truncateDescription(long);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${'ë'.repeat(150)}...`);
  });

  it('counts characters, not UTF-16 units', () => {
    const result = truncateDescription('𝔞'.repeat(200));
    expect([...result.text.replace(/\.\.\.$/, '')]).toHaveLength(150);
  });
});
