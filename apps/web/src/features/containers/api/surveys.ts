import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Survey,
  type SurveyCreateBody,
  SurveyEmailAnswer,
  type SurveyEmailBody,
  Surveys,
} from '@yardline/domain/surveys/survey';
import { apiRequest, apiUpload } from '../../../lib/api-client.ts';

const surveysKey = (number: string) => ['surveys', number];

/** GET /rest/surveys/{containerNumber}: the box's surveys, one per visit. */
export const useSurveys = (number: string) =>
  useQuery({
    queryKey: surveysKey(number),
    queryFn: ({ signal }) =>
      apiRequest(`/rest/surveys/${encodeURIComponent(number)}`, Surveys, { signal }),
  });

/**
 * POST /rest/surveys, then POST /rest/surveys/{id}/photos for each photo, one after the other
 * (the server counts them under the survey's lock); the list is read again after.
 */
export function useAddSurvey(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ survey, photos }: { survey: SurveyCreateBody; photos: File[] }) => {
      let added = await apiRequest('/rest/surveys', Survey, { method: 'POST', body: survey });
      for (const photo of photos) added = await uploadPhoto(added.id, photo);
      return added;
    },
    // Not awaited: the form's own callbacks run first, before the new list replaces it.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: surveysKey(number) }),
  });
}

/** POST /rest/surveys/{id}/photos: one more photo of a survey. */
export function useAddSurveyPhoto(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ surveyId, photo }: { surveyId: number; photo: File }) =>
      uploadPhoto(surveyId, photo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: surveysKey(number) }),
  });
}

function uploadPhoto(surveyId: number, photo: File) {
  const form = new FormData();
  form.append('file', photo);
  return apiUpload(`/rest/surveys/${surveyId}/photos`, Survey, form, () => {});
}

/** POST /rest/surveys/email. */
export const useEmailSurveys = () =>
  useMutation({
    mutationFn: (body: SurveyEmailBody) =>
      apiRequest('/rest/surveys/email', SurveyEmailAnswer, { method: 'POST', body }),
  });
