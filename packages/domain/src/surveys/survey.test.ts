import { describe, expect, it } from 'vitest';
import { canSendSurveys, invalidRecipients, SurveyEmailBody, splitRecipients } from './survey.ts';

describe('recipients', () => {
  it('splits on commas and trims', () => {
    expect(splitRecipients(' a@yard.com, b@port.co.uk ,,')).toEqual(['a@yard.com', 'b@port.co.uk']);
  });

  it('takes addresses whose top-level domain is 2 to 4 letters, nothing else', () => {
    expect(invalidRecipients('a@yard.com, b@yard.info, c@yard.in')).toEqual([]);
    expect(
      invalidRecipients('a@yard, b@yard.c, c@yard.museum, d yard@x.com, e@yard.c0m, f@@x.com'),
    ).toEqual(['a@yard', 'b@yard.c', 'c@yard.museum', 'd yard@x.com', 'e@yard.c0m', 'f@@x.com']);
  });
});

describe('canSendSurveys', () => {
  const mail = { recipients: 'a@yard.com', mailBody: 'Dear all', surveyIds: [1] };
  it('needs valid recipients, a survey and a body', () => {
    expect(canSendSurveys(mail)).toBe(true);
    expect(canSendSurveys({ ...mail, recipients: 'a@yard.com, nobody' })).toBe(false);
    expect(canSendSurveys({ ...mail, recipients: ' ' })).toBe(false);
    expect(canSendSurveys({ ...mail, surveyIds: [] })).toBe(false);
    expect(canSendSurveys({ ...mail, mailBody: '  \n' })).toBe(false);
  });
});

describe('SurveyEmailBody', () => {
  it('refuses a bad recipient and no survey', () => {
    const parsed = SurveyEmailBody.safeParse({ recipients: 'x@y', surveyIds: [] });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Each recipient must be an e-mail address, separated by commas',
      'Select at least one survey',
    ]);
  });
});
