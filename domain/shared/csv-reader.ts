/**
 * Reads CSV text into records of cells (RFC 4180): fields separated by the delimiter, records by CRLF, LF or CR;
 * a field in double quotes may hold the delimiter, line breaks and doubled quotes (""). A byte-order mark is
 * dropped. A quote inside an unquoted field is kept as text, as spreadsheets do; a quoted field left open at the
 * end of the text is an error (the file was cut short or is not CSV).
 */
export type CsvReadResult = { ok: true; records: string[][] } | { ok: false; reason: 'unclosed_quote' };

export function readCsv(text: string, delimiter = ','): CsvReadResult {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let position = text.startsWith('\uFEFF') ? 1 : 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (position < text.length) {
    const character = text[position];
    if (quoted) {
      if (character === '"') {
        if (text[position + 1] === '"') {
          field += '"';
          position += 2;
          continue;
        }
        quoted = false;
      } else {
        field += character;
      }
      position += 1;
      continue;
    }
    if (character === '"' && field === '') {
      quoted = true;
    } else if (character === delimiter) {
      endField();
    } else if (character === '\r' || character === '\n') {
      endRecord();
      if (character === '\r' && text[position + 1] === '\n') position += 1;
    } else {
      field += character;
    }
    position += 1;
  }
  if (quoted) return { ok: false, reason: 'unclosed_quote' };
  // The last record, unless the text ended with its line break (or was empty).
  if (field !== '' || record.length > 0) endRecord();
  return { ok: true, records };
}

/**
 * The delimiter of a spreadsheet's CSV: a comma, or a semicolon where the header row has semicolons and no comma
 * (Excel writes semicolons in languages whose decimal mark is a comma, French and Portuguese among them).
 */
export function csvDelimiterOf(text: string): ',' | ';' {
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}
