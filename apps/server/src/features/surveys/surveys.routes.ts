import {
  Survey,
  SurveyCreateBody,
  SurveyEmailAnswer,
  SurveyEmailBody,
  Surveys,
  SurveysParams,
  SurveysQuery,
} from '@yardline/domain/surveys/survey';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
