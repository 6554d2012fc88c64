/** An error whose message is meant for the user; the error handler sends it as it is. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;

  constructor(statusCode: number, message: string, code?: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const unauthenticated = () => new HttpError(401, 'Your session has ended. Log in again.');
export const forbidden = () => new HttpError(403, 'You do not have permission to do this.');
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * A rule about who may grant what refused the change (`problem` is its reason): a 409, not a 403,
 * which the app takes for a screen the user may not open.
 */
export function refuseIf(problem: string | undefined): void {
  if (problem) throw conflict(problem);
}
