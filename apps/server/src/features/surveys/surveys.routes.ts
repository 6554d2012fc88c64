import {
  Survey,
  SurveyCreateBody,
  SurveyEmailAnswer,
  SurveyEmailBody,
  SurveyPhotoFileParams,
  SurveyPhotoParams,
  Surveys,
  SurveysParams,
  SurveysQuery,
} from '@yardline/domain/surveys/survey';
import { SURVEY_PHOTO_LIMITS, SURVEY_PHOTO_MESSAGES } from '@yardline/domain/surveys/survey-photos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../platform/exports/send-file.ts';
import { readMultipart } from '../../platform/uploads/upload-reader.ts';
import { sessionUser } from '../../plugins/access.ts';
import type { SurveysService } from './surveys.service.ts';

/** The containers screen's surveys modal (doc 1 §2); mailing is one of its operator actions. */
const READ = { area: 'containers' } as const;
const SEND = { area: 'containers', write: true } as const;

export const surveysRoutes: FastifyPluginAsyncZod<{ surveys: SurveysService }> = async (
  app,
  { surveys },
) => {
  app.get(
    '/rest/surveys/:containerNumber',
    {
      config: { access: READ },
      schema: {
        tags: ['surveys'],
        description:
          "A box's surveys, one per visit, newest first; gateInDate and gateOutDate keep the " +
          'visits that overlap them.',
        params: SurveysParams,
        querystring: SurveysQuery,
        response: { 200: Surveys },
      },
    },
    (request) =>
      surveys.ofContainer(
        request.params.containerNumber,
        request.query.gateInDate,
        request.query.gateOutDate,
      ),
  );

  app.post(
    '/rest/surveys',
    {
      config: { access: SEND },
      schema: {
        tags: ['surveys'],
        description:
          "Surveys a box's current visit (the latest of its number): condition sound or damaged, " +
          'damage notes. 404 for an unknown number, 409 when the visit has a survey already.',
        body: SurveyCreateBody,
        response: { 201: Survey },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await surveys.create(sessionUser(request).id, request.body)),
  );

  app.post(
    '/rest/surveys/:id/photos',
    {
      config: { access: SEND },
      schema: {
        tags: ['surveys'],
        description:
          'Adds a photo to a survey: multipart/form-data with one `file` part, a JPEG or PNG ' +
          `(checked by its bytes: 415 otherwise) of at most ${SURVEY_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB ` +
          `(413), at most ${SURVEY_PHOTO_LIMITS.perSurvey} a survey (409). 201 with the survey.`,
        params: SurveyPhotoParams,
        response: { 201: Survey },
      },
    },
    async (request, reply) => {
      const { file } = await readMultipart(request, {
        maxBytes: SURVEY_PHOTO_LIMITS.maxBytes,
        messages: SURVEY_PHOTO_MESSAGES,
      });
      const survey = await surveys.addPhoto(sessionUser(request).id, request.params.id, file);
      return reply.code(201).send(survey);
    },
  );

  app.get(
    '/rest/surveys/:id/photos/:fileId/:fileName',
    {
      config: { access: READ },
      schema: {
        tags: ['surveys'],
        description:
          "A survey's photo (the path its survey lists), for the roles with the containers screen.",
        params: SurveyPhotoFileParams,
      },
    },
    async (request, reply) => {
      const { id, fileId, fileName } = request.params;
      return sendStoredFile(reply, await surveys.photo(id, fileId, fileName), 'inline');
    },
  );

  app.post(
    '/rest/surveys/email',
    {
      config: { access: SEND },
      schema: {
        tags: ['surveys'],
        description:
          'Mails surveys (photos attached) through SMTP_URL. recipients (comma-separated) and ' +
          "mailBody default to the metadata's pre-configured ones. A mail that cannot be sent " +
          "answers responsestatus 'failed' with 'Error while sending mail'.",
        body: SurveyEmailBody,
        response: { 200: SurveyEmailAnswer },
      },
    },
    (request) => surveys.email(sessionUser(request).id, request.body),
  );
};
