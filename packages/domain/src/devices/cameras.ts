import { z } from 'zod';

/** Doc 2 §2: the camera feeds of a gate. LEFT-CAM shows as Side1, RIGHT-CAM as Side2. */
export const CAMERA_IDS = ['FRONT-CAM', 'REAR-CAM', 'TOP-CAM', 'LEFT-CAM', 'RIGHT-CAM'] as const;

export const CAMERA_URL_MESSAGES = {
  notHttp: 'A camera address is an http:// or https:// address.',
  credentials:
    'A camera address may not hold a user name or password (every gate user would see it): let the camera allow the server by its address.',
} as const;

/**
 * A camera's (or an OCR portal's image) address, which the server fetches: http or https, with
 * no credentials in it. Which hosts the server may reach is the server's CAMERA_HOSTS.
 */
export const CameraUrl = z
  .url({ protocol: /^https?$/, message: CAMERA_URL_MESSAGES.notHttp })
  .max(500)
  .refine((url) => {
    const parsed = new URL(url);
    return parsed.username === '' && parsed.password === '';
  }, CAMERA_URL_MESSAGES.credentials);
