import { storedFilePath } from '@yardline/domain/files/export';
import {
  invalidRecipients,
  SURVEY_EXISTS,
  SURVEY_MAIL_ERROR,
  type Survey,
  type SurveyCreateBody,
  type SurveyEmailAnswer,
  type SurveyEmailBody,
  splitRecipients,
} from '@yardline/domain/surveys/survey';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { conflict, HttpError, notFound } from '../../http/http-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { StoredFiles } from '../exports/stored-files.service.ts';
import type { MetadataService } from '../metadata/metadata.service.ts';
import { surveysRepository as repo, type SurveyRow } from './surveys.repository.ts';

export interface SurveysDeps {
  db: Db;
  metadata: Pick<MetadataService, 'get'>;
  files: Pick<StoredFiles, 'pathOf'>;
  mailer: Mailer;
  log: { warn(obj: unknown, msg?: string): void };
}

const answerOf = (row: SurveyRow): Survey => ({
  ...row,
  photos: row.photos.map((photo) => ({
    name: photo.name,
    path: storedFilePath(photo.id, photo.name),
  })),
});

/** One survey as lines of the mail. */
const summary = (survey: SurveyRow) =>
  [
    `${survey.containerNumber}: ${survey.condition}`,
    `  gate-in ${survey.gateInDate}${survey.gateOutDate ? `, gate-out ${survey.gateOutDate}` : ''}`,
    `  surveyed ${survey.surveyedAt}${survey.surveyedBy ? ` by ${survey.surveyedBy}` : ''}`,
    ...(survey.damageNotes ? [`  damage: ${survey.damageNotes}`] : []),
  ].join('\n');

/** A box's surveys per visit, and mailing them (doc 1 §5, §7, §8). */
export function createSurveysService({ db, metadata, files, mailer, log }: SurveysDeps) {
  return {
    async ofContainer(number: string, from?: string, to?: string): Promise<Survey[]> {
      return (await repo.ofContainer(db, number.toUpperCase(), from, to)).map(answerOf);
    },

    /** Surveys the current visit of a box: 404 for an unknown number, 409 when it has one. */
    async create(userId: number, body: SurveyCreateBody): Promise<Survey> {
      const number = body.containerNumber.toUpperCase();
      return db.transaction(async (tx) => {
        const containerId = await repo.currentVisit(tx, number);
        if (containerId === undefined) throw notFound(`There is no container ${number}.`);
        const id = await repo.insert(tx, { ...body, containerId, userId });
        if (id === undefined) throw conflict(SURVEY_EXISTS);
        await writeAudit(tx, {
          userId,
          action: 'create',
          entity: 'survey',
          entityId: String(id),
          after: {
            containerNumber: number,
            condition: body.condition,
            damageNotes: body.damageNotes,
          },
        });
        const [row] = await repo.withIds(tx, [id]);
        if (!row) throw notFound(`Survey ${id} does not exist.`);
        return answerOf(row);
      });
    },

    /**
     * Mails the surveys, their photos attached. Recipients and body not given are the
     * metadata's. A mail server that is missing, unreachable or refusing answers
     * 'Error while sending mail'.
     */
    async email(userId: number, mail: SurveyEmailBody): Promise<SurveyEmailAnswer> {
      const settings = await metadata.get();
      const recipientText = mail.recipients ?? settings.surveyPreConfiguredEmailRecipients;
      const recipients = splitRecipients(recipientText);
      const invalid = invalidRecipients(recipientText);
      if (recipients.length === 0 || invalid.length > 0) {
        throw new HttpError(
          400,
          invalid.length > 0
            ? `Not e-mail addresses: ${invalid.join(', ')}`
            : 'Give at least one recipient.',
        );
      }
      const body = mail.mailBody ?? settings.surveyPreConfiguredEmailBody;
      if (body.trim() === '') throw new HttpError(400, 'Write the mail body.');
      const ids = [...new Set(mail.surveyIds)];
      const surveys = await repo.withIds(db, ids);
      const missing = ids.filter((id) => !surveys.some((survey) => survey.id === id));
      if (missing.length > 0) throw notFound(`Survey ${missing.join(', ')} does not exist.`);

      const numbers = [...new Set(surveys.map((survey) => survey.containerNumber))];
      try {
        await mailer({
          to: recipients,
          subject: `Survey of ${numbers.join(', ')}`,
          text: `${body.trim()}\n\n${surveys.map(summary).join('\n\n')}\n`,
          attachments: surveys.flatMap((survey) =>
            survey.photos.map((photo) => ({
              filename: `${survey.containerNumber}-${photo.name}`,
              path: files.pathOf(photo.id, photo.name),
            })),
          ),
        });
      } catch (error) {
        log.warn({ err: error }, 'survey mail not sent');
        return { responsestatus: 'failed', message: SURVEY_MAIL_ERROR };
      }
      await writeAudit(db, {
        userId,
        action: 'email',
        entity: 'survey',
        entityId: ids.join(',').slice(0, 100),
        after: { recipients, surveyIds: ids },
      });
      return { responsestatus: 'success', message: `Mail sent to ${recipients.join(', ')}.` };
    },
  };
}

export type SurveysService = ReturnType<typeof createSurveysService>;
