/** A failed `/rest` call. `message` is the server's own text, fit to show to the user. */
export class ApiError extends Error {
  /** The HTTP status; 0 when no answer came back at all. */
  readonly status: number;
  /** The server's machine-readable code, e.g. `ENTERPRISE_LOCKED`. */
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The text to show for any error a call or a form step can throw. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : 'Something went wrong, Please try again.';
