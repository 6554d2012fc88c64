import { writeFile } from 'node:fs/promises';
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
import {
  photoFileName,
  photoType,
  SURVEY_PHOTO_LIMITS,
  SURVEY_PHOTO_MESSAGES,
  surveyPhotoPath,
} from '@yardline/domain/surveys/survey-photos';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import type { StoredFiles } from '../../platform/exports/stored-files.service.ts';
import { conflict, HttpError, notFound } from '../../platform/http/http-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { MetadataService } from '../../platform/metadata/metadata.service.ts';
import { surveysRepository as repo, type SurveyRow } from './surveys.repository.ts';

export interface SurveysDeps {
  db: Db;
  metadata: Pick<MetadataService, 'get'>;
  files: Pick<StoredFiles, 'pathOf' | 'reserve' | 'record' | 'discard'>;
  mailer: Mailer;
  log: { warn(obj: unknown, msg?: string): void };
}

const answerOf = (row: SurveyRow): Survey => ({
  ...row,
  photos: row.photos.map((photo) => ({
    name: photo.name,
    path: surveyPhotoPath(row.id, photo.id, photo.name),
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
     * Adds a photo to a survey: JPEG or PNG by its bytes, at most SURVEY_PHOTO_LIMITS.perSurvey
     * a survey (counted under the survey's row lock, so two uploads at once cannot pass it).
     * Stored under DATA_DIR/files for as long as the survey; audited.
     */
    async addPhoto(
      userId: number,
      surveyId: number,
      photo: { name: string; content: Buffer } | undefined,
    ): Promise<Survey> {
      if (!photo || photo.content.length === 0) {
        throw new HttpError(400, SURVEY_PHOTO_MESSAGES.noPhoto);
      }
      const type = photoType(photo.content);
      if (!type) throw new HttpError(415, SURVEY_PHOTO_MESSAGES.notImage);
      const file = await files.reserve(photoFileName(photo.name, type));
      try {
        await writeFile(file.path, photo.content);
        return await db.transaction(async (tx) => {
          const count = await repo.lockPhotos(tx, surveyId);
          if (count === undefined) throw notFound(`Survey ${surveyId} does not exist.`);
          if (count >= SURVEY_PHOTO_LIMITS.perSurvey) throw conflict(SURVEY_PHOTO_MESSAGES.tooMany);
          await files.record(file, { userId, area: 'containers' }, type, 0, { tx });
          await repo.addPhoto(tx, surveyId, file.id);
          await writeAudit(tx, {
            userId,
            action: 'add-photo',
            entity: 'survey',
            entityId: String(surveyId),
            after: { fileId: file.id, name: file.name, bytes: photo.content.length },
          });
          const [row] = await repo.withIds(tx, [surveyId]);
          if (!row) throw notFound(`Survey ${surveyId} does not exist.`);
          return answerOf(row);
        });
      } catch (error) {
        await files.discard(file);
        throw error;
      }
    },

    /** A survey's photo as stored, for a user who sees the containers screen; else a 404. */
    async photo(surveyId: number, fileId: string, name: string) {
      const row = await repo.photo(db, surveyId, fileId);
      if (!row || row.name !== name) throw notFound('There is no such photo.');
      return { ...row, path: files.pathOf(fileId, row.name) };
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
