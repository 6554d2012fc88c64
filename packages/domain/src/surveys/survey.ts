import { z } from 'zod';
import { BodyId, RecordId } from '../common/record-id.ts';
import { TextBlock, textLine } from '../common/text.ts';
import { ContainerNumberFormat } from '../containers/container-number.ts';
import { FileId, FileName } from '../files/export.ts';

export const SURVEY_CONDITIONS = ['sound', 'damaged'] as const;
export type SurveyCondition = (typeof SURVEY_CONDITIONS)[number];

/** Doc 1 §8, word for word. */
export const SURVEY_MAIL_ERROR = 'Error while sending mail';

/** Doc 1 §5: each recipient looks like an e-mail address whose top-level domain is 2 to 4 letters. */
const RECIPIENT = /^[^\s@,;]+@[^\s@,;]+\.[A-Za-z]{2,4}$/;

/** The addresses of a comma-separated list, trimmed, empty entries dropped. */
export const splitRecipients = (text: string): string[] =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** The entries of the list that are not addresses (doc 1 §5). */
export const invalidRecipients = (text: string): string[] =>
  splitRecipients(text).filter((entry) => !RECIPIENT.test(entry));

/** Doc 1 §5: send is disabled if any recipient is invalid, no survey is selected, or the body is empty. */
export function canSendSurveys(mail: {
  recipients: string;
  mailBody: string;
  surveyIds: readonly number[];
}): boolean {
  return (
    splitRecipients(mail.recipients).length > 0 &&
    invalidRecipients(mail.recipients).length === 0 &&
    mail.surveyIds.length > 0 &&
    mail.mailBody.trim() !== ''
  );
}

const isoDate = z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' });

/** GET /rest/surveys/{containerNumber}: the visits between these dates (gate-in within them). */
export const SurveysQuery = z.object({
  gateInDate: isoDate.optional(),
  gateOutDate: isoDate.optional(),
});

export const SurveysParams = z.object({ containerNumber: ContainerNumberFormat });

export const Survey = z.object({
  id: z.number().int(),
  containerId: z.number().int(),
  containerNumber: z.string(),
  gateInDate: z.string(),
  gateOutDate: z.string().nullable(),
  condition: z.enum(SURVEY_CONDITIONS),
  damageNotes: z.string(),
  photos: z.array(z.object({ name: z.string(), path: z.string() })),
  surveyedBy: z.string().nullable(),
  surveyedAt: z.string(),
});
export type Survey = z.infer<typeof Survey>;
export const Surveys = z.array(Survey);

/**
 * POST /rest/surveys: a survey of a box's current visit (the latest of its number). Document 1
 * names no call that creates one; this one takes the fields a survey lists, and its photos are
 * added one a call (SurveyPhotoParams).
 */
export const SurveyCreateBody = z.object({
  containerNumber: ContainerNumberFormat,
  condition: z.enum(SURVEY_CONDITIONS, { message: "condition is 'sound' or 'damaged'" }),
  damageNotes: TextBlock.max(2000, 'damageNotes has at most 2000 characters').default(''),
});
export type SurveyCreateBody = z.infer<typeof SurveyCreateBody>;

/** POST /rest/surveys/{id}/photos (multipart `file`): the survey. */
export const SurveyPhotoParams = z.object({ id: RecordId });

/** GET /rest/surveys/{id}/photos/{fileId}/{fileName}: one of its photos. */
export const SurveyPhotoFileParams = z.object({ id: RecordId, fileId: FileId, fileName: FileName });

/** A visit has one survey (doc 1 §3 "Survey"). */
export const SURVEY_EXISTS = 'This visit of the container already has a survey.';

/**
 * POST /rest/surveys/email. Recipients and body left out are the metadata's pre-configured ones
 * (surveyPreConfiguredEmailRecipients, surveyPreConfiguredEmailBody).
 */
export const SurveyEmailBody = z.object({
  recipients: textLine()
    .max(1000, 'recipients has at most 1000 characters')
    .refine((text) => invalidRecipients(text).length === 0, {
      message: 'Each recipient must be an e-mail address, separated by commas',
    })
    .optional(),
  mailBody: TextBlock.max(5000, 'mailBody has at most 5000 characters').optional(),
  surveyIds: z
    .array(BodyId)
    .min(1, 'Select at least one survey')
    .max(50, 'Select at most 50 surveys'),
});
export type SurveyEmailBody = z.infer<typeof SurveyEmailBody>;

export const SurveyEmailAnswer = z.object({
  responsestatus: z.enum(['success', 'failed']),
  message: z.string(),
});
export type SurveyEmailAnswer = z.infer<typeof SurveyEmailAnswer>;
