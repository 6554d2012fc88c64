/** A survey's photos: what an upload may be, checked by its bytes (README "Surveys"). */
export const SURVEY_PHOTO_LIMITS = {
  /** One photo as sent: a phone's full-size JPEG is 2–5 MB. */
  maxBytes: 8 * 1024 * 1024,
  /** Photos of one survey. */
  perSurvey: 6,
} as const;

export const SURVEY_PHOTO_MESSAGES = {
  noPhoto: 'Choose a photo to upload.',
  notMultipart: 'Send the photo as multipart/form-data with a "file" part.',
  notImage: 'A photo must be a JPEG or PNG image.',
  tooLarge: `A photo is at most ${SURVEY_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB.`,
  tooMany: `A survey has at most ${SURVEY_PHOTO_LIMITS.perSurvey} photos.`,
} as const;

export type PhotoType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The photo's type read from its first bytes (not its name or declared type), or undefined. */
export function photoType(bytes: Uint8Array): PhotoType | undefined {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length > PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) {
    return 'image/png';
  }
  return undefined;
}

/**
 * The name a photo is stored and mailed under: the sent name's last segment in safe characters,
 * ending in the extension of what it really is.
 */
export function photoFileName(sent: string, type: PhotoType): string {
  const base =
    (sent.split(/[\\/]/).pop() ?? '')
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '_')
      .replace(/^[._]+/, '')
      .slice(0, 80) || 'photo';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}

/** Where a survey's photo is read, with a session that sees the containers screen. */
export const surveyPhotoPath = (surveyId: number, fileId: string, name: string) =>
  `/rest/surveys/${surveyId}/photos/${fileId}/${encodeURIComponent(name)}`;
