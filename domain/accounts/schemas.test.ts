import { describe, expect, it } from 'vitest';
import { refusalIn } from '../shared/refusal-words.server';
import { registrationSchema, signUpFormSchema } from './schemas';

const dialogPayload = {
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'amara@example.com',
  password: 'remember-her-always',
};

describe('registration rules', () => {
  it("when the creation dialog's payload has no country or phone, then the API rule accepts it", () => {
    expect(registrationSchema.safeParse(dialogPayload).success).toBe(true);
  });

  it('when the sign-up screen sends no country or phone, then both are required', () => {
    const result = signUpFormSchema.safeParse(dialogPayload);
    expect(result.success).toBe(false);
    const refusals = (locale: 'en' | 'pt') =>
      result.error?.issues.map((issue) => [issue.path[0], refusalIn(locale, issue.message)]);
    expect(refusals('en')).toEqual([
      ['country', 'Country is required'],
      ['phone', 'Phone number is required'],
    ]);
    expect(refusals('pt')).toEqual([
      ['country', 'O país é obrigatório'],
      ['phone', 'O número de telefone é obrigatório'],
    ]);
  });
});
