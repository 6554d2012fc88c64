import { useMutation } from '@tanstack/react-query';
import { CaptureAnswer, OcrImagesAnswer } from '@yardline/domain/gate/cameras';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /rest/enterprise/gate/{id}/capture: a still from each camera of the gate. */
export const useCapture = (gateId: number) =>
  useMutation({
    mutationFn: () =>
      apiRequest(`/rest/enterprise/gate/${gateId}/capture`, CaptureAnswer, { method: 'POST' }),
  });

/** POST /rest/enterprise/gate/ocr: the box number read off captured stills. */
export const useReadStills = () =>
  useMutation({
    mutationFn: (imagePaths: string[]) =>
      apiRequest('/rest/enterprise/gate/ocr', OcrImagesAnswer, {
        method: 'POST',
        body: { imagePaths },
      }),
  });

/** Where the browser finds a stored still (behind the session). */
export const stillUrl = (imagePath: string) => `/rest/enterprise/gate/${imagePath}`;
/** A camera's live stream, passed through the server. */
export const streamUrl = (gateId: number, camId: string) =>
  `/rest/enterprise/gate/${gateId}/cameras/${camId}/stream`;
