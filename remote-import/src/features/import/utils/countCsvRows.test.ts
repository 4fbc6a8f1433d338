import { countCsvRows } from './countCsvRows';

const file = (content: BlobPart, name = 'people.csv') => new File([content], name, { type: 'text/csv' });

it('counts the records after the header row as the import reads them: quoted line breaks, blank lines, a lone CR, a stray quote', async () => {
  const text = [
    'Exported by CRM', // row 1, above the header
    'first,notes', // row 2, the header
    '"Ann","line 1\r\nline 2"', // rows 3-4: one record
    ' , ,', // row 5: blank (only whitespace and delimiters)
    '"Bo"b,x', // row 6: text after the closing quote is kept, the record ends here
  ].join('\r\n');
  const count = countCsvRows(file(`${text}\rCy,y\n\nDee,z`), { delimiter: ',', encoding: 'utf-8', headerRow: 2 });
  await expect(count.promise).resolves.toBe(4);
});

it('reads the chosen encoding: UTF-16 LE with its byte order mark', async () => {
  const text = '\ufefffirst;last\r\nAnn;Lee\r\nBo;Ray\r\n';
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    bytes[i * 2] = text.charCodeAt(i) & 0xff;
    bytes[i * 2 + 1] = text.charCodeAt(i) >> 8;
  }
  await expect(countCsvRows(file(bytes), { delimiter: ';', encoding: 'utf-16le', headerRow: 1 }).promise).resolves.toBe(2);
});

it('counts an unterminated last record, as the import reports it (failed, not lost)', async () => {
  await expect(countCsvRows(file('first\nAnn\n"Bo\nnever closed'), { delimiter: ',', encoding: 'utf-8', headerRow: 1 }).promise).resolves.toBe(2);
});
