// The CSV cells of the report exports: quoting as RFC 4180 says, and text a spreadsheet would run as a formula escaped.
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvStream } from '../../server/reports/csv';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Wash, wax')).toBe('"Wash, wax"');
    expect(csvCell('The "Showroom" detail')).toBe('"The ""Showroom"" detail"');
    expect(csvCell('Gate 2\nblue door')).toBe('"Gate 2\nblue door"');
    expect(csvCell(null)).toBe('');
  });

  it('prefixes text starting with =, +, -, @, a tab or a carriage return with an apostrophe, and leaves numbers alone', () => {
    expect(['=SUM(A1)', '+92300', '-2+3', '@cmd', '\tx', '\rx'].map(csvCell)).toEqual(["'=SUM(A1)", "'+92300", "'-2+3", "'@cmd", "'\tx", `"'\rx"`]);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-1500)).toBe('-1500');
    expect(csvCell('عائشہ خان')).toBe('عائشہ خان');
  });

  it('ends each line with CRLF and starts the file with the UTF-8 byte-order mark', async () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
    async function* lines() {
      yield csvLine(['Name']);
      yield csvLine(['عائشہ']);
    }
    const bytes = new Uint8Array(await new Response(csvStream(lines())).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Name\r\nعائشہ\r\n');
  });
});
