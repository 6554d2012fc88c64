import { useQueryClient } from '@tanstack/react-query';
import { CardUploadAnswer } from '@yardline/domain/trailers/trailer-cards.schema';
import { apiUpload } from '../../../lib/api-client.ts';
import { tasksQueryKey } from './tasks.ts';

/** POST /rest/tasks/upload: multipart `file` and `user` (doc 3 §7); all rows or none. */
export function useUploadTasks(userName: string) {
  const queryClient = useQueryClient();
  return (file: File, onProgress: (percent: number) => void) => {
    const form = new FormData();
    form.append('user', userName);
    form.append('file', file);
    return apiUpload('/rest/tasks/upload', CardUploadAnswer, form, onProgress).finally(() =>
      queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
    );
  };
}
