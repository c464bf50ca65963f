import { DASS_QUESTIONS } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { registrationBackgroundEn } from './en-background.ts';

describe('the DASS questions of the registration catalog', () => {
  it("word each domain question as the spec does (the English catalog is the domain's text)", () => {
    const questions: Record<string, string> = registrationBackgroundEn.dassInformation.questions;
    expect(Object.keys(questions).sort()).toEqual(DASS_QUESTIONS.map((question) => question.key).sort());
    for (const question of DASS_QUESTIONS)
      expect(questions[question.key], question.key).toBe(question.question);
  });
  it('have the follow-ups of exactly the questions that have one', () => {
    const followUps = Object.keys(registrationBackgroundEn.dassInformation.followUps).sort();
    expect(followUps).toEqual(
      DASS_QUESTIONS.filter((question) => question.followUp !== null)
        .map((question) => question.key)
        .sort(),
    );
  });
});
