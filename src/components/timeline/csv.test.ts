import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv writer', () => {
  it('leaves plain cells as they are', () => {
    expect(csvCell('abc')).toBe('abc');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-1)).toBe('-1');
  });

  it('writes a header and records separated by CRLF', () => {
    expect(toCsv(['id', 'note'], [['1', 'x, y'], ['2', '']])).toBe('id,note\r\n1,"x, y"\r\n2,\r\n');
  });

  it('round-trips through a simple RFC 4180 reader', () => {
    const rows = [['a', 'b,c', 'd"e', 'f\ng']];
    const text = toCsv(['h1', 'h2', 'h3', 'h4'], rows);
    const parsed: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else cell += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        row.push(cell);
        cell = '';
      } else if (ch === '\r' && text[i + 1] === '\n') {
        row.push(cell);
        parsed.push(row);
        row = [];
        cell = '';
        i++;
      } else cell += ch;
    }
    expect(parsed).toEqual([['h1', 'h2', 'h3', 'h4'], ...rows]);
  });
});
