import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo-data.ts';
import { passwordProblem } from './password-strength.ts';

const dana = { email: 'dana.fox@example.test', name: 'Dana Fox' };
const common =
  'Choose a less common password: this one, or the pattern it follows (1234, aaaa, qwerty), is among the first tried';
const personal = 'Your password must not contain your email address or name: they are the first things tried';

describe('a new password (issue 46)', () => {
  it.each(['1234567890', 'aaaaaaaaaa', 'password1234', 'qwertyuiop12', 'Password123!', 'iloveyou1234'])(
    'refuses %s as common',
    (password) => {
      expect(passwordProblem(password, dana)).toBe(common);
    },
  );

  it.each([
    'dana.fox@example.test',
    'dana.fox2024',
    'danafox2024!',
    'Dana Fox 2024',
    'Fox-dana-1234',
    'DANA.FOX@EXAMPLE.TEST',
  ])('refuses %s as built from the email or name', (password) => {
    expect(passwordProblem(password, dana)).toBe(personal);
  });

  it('refuses a password built from the name alone', () => {
    expect(passwordProblem('Nova-handler-7', { email: 'new.handler@example.test', name: 'Nova Handler' })).toBe(
      personal,
    );
  });

  it.each([
    'Given-password-5',
    'Fixline-new-2',
    'New-password-42',
    'Old-password-41',
    'Third-password-44',
    'Choosing-person-6',
    'A-new-password-9',
    'Brand-new-pass-1',
    'Other-pass-123',
    'Correct-horse-battery-9',
    DEMO_PASSWORD,
  ])('accepts %s, which is neither', (password) => {
    expect(passwordProblem(password, dana)).toBeNull();
  });

  it('accepts a password that merely holds a short piece of the name', () => {
    expect(passwordProblem('Samsung-galaxy-phone', { email: 'sam@example.test', name: 'Sam Li' })).toBeNull();
  });
});
