import { useMutation, useQuery } from '@tanstack/react-query';
import { SurveyEmailAnswer, type SurveyEmailBody, Surveys } from '@yardline/domain/surveys/survey';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /rest/surveys/{containerNumber}: the box's surveys, one per visit. */
export const useSurveys = (number: string) =>
  useQuery({
    queryKey: ['surveys', number],
    queryFn: ({ signal }) =>
      apiRequest(`/rest/surveys/${encodeURIComponent(number)}`, Surveys, { signal }),
  });

/** POST /rest/surveys/email. */
export const useEmailSurveys = () =>
  useMutation({
    mutationFn: (body: SurveyEmailBody) =>
      apiRequest('/rest/surveys/email', SurveyEmailAnswer, { method: 'POST', body }),
  });
