import { describe, expect, it } from 'vitest';
import { refusalKey } from './refusal-words';
import { refusalIn } from './refusal-words.server';

describe('a refusal with inputs (issue 32)', () => {
  it('when it is answered, then its numbers are written the reader’s way and a refusal inside it in their language', () => {
    const tooLong = refusalKey('event_error_notes_long', { max: 2000 });
    expect(refusalIn('en', tooLong)).toBe('The notes must be 2,000 characters or fewer');
    expect(refusalIn('fr', tooLong)).toBe('Les remarques ne doivent pas dépasser 2\u202f000 caractères');
    const formula = refusalKey('in_person_csv_formula', {
      column: 'Note',
      sign: refusalKey('in_person_csv_sign_tab'),
    });
    expect(refusalIn('pt', formula)).toBe(
      'A célula Note começa por uma tabulação, que uma folha de cálculo poderia executar como fórmula. Retire esse carácter e envie o ficheiro de novo.',
    );
  });

  it('when a text only looks like a refusal, then it is answered as it is', () => {
    expect(refusalIn('fr', 'not_a_message {"max":3}')).toBe('not_a_message {"max":3}');
    expect(refusalIn('fr', 'event_error_notes_long {not json')).toBe('event_error_notes_long {not json');
    expect(refusalIn('fr', 'Please upload the photo again')).toBe('Please upload the photo again');
  });
});
