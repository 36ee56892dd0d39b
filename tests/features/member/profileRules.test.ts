import { describe, expect, it } from 'vitest';
import { nameProblem, nicknameProblem } from '../../../src/features/member/profileRules';

describe('profile rules', () => {
  it('holds a nickname to the name rule: 1-20 characters, no special symbols', () => {
    expect(nicknameProblem(' 阿明 ')).toBeNull();
    expect(nicknameProblem('   ')).toBe('nicknameEmpty');
    expect(nicknameProblem('x'.repeat(21))).toBe('nicknameLong');
    expect(nicknameProblem('阿'.repeat(20))).toBeNull();
    expect(nicknameProblem('<b>')).toBe('nicknameCharacters');
    expect(nameProblem('a/b')).toBe('nameCharacters');
  });
});
