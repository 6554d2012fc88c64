import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@yardline/domain/files/upload';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { HttpError } from '../http/http-error.ts';
import { readSheet, type Sheet } from './sheet-reader.ts';

/**
 * multipart/form-data for the upload routes, with limits: one file of at most maxBytes (a route
 * sets its own: readMultipart), a few short text fields. Busboy stops reading a file at the limit, so an oversized upload is refused
 * without being held in memory.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: {
        fileSize: UPLOAD_LIMITS.maxBytes,
        files: 1,
        fields: 10,
        fieldSize: 1000,
        parts: 11,
        headerPairs: 100,
      },
    });
  },
  { name: 'uploads' },
);

export interface Upload<F> {
  fileName: string;
  sheet: Sheet;
  fields: F;
}

/** A multipart body: its text parts and its one `file` part, if any. */
export interface MultipartBody {
  texts: Record<string, string>;
  file?: { name: string; content: Buffer };
}

/** What a multipart route refuses, in its own words. */
export interface MultipartRules {
  /** The file's limit; busboy stops reading there. */
  maxBytes: number;
  messages: { notMultipart: string; tooLarge: string };
}

const SHEET_RULES: MultipartRules = { maxBytes: UPLOAD_LIMITS.maxBytes, messages: UPLOAD_MESSAGES };

/**
 * Reads a multipart body whose only file part is `file`, stopping the file at `maxBytes`. Every
 * refusal is a 4xx with a message for the user.
 */
export async function readMultipart(
  request: FastifyRequest,
  { maxBytes, messages }: MultipartRules,
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new HttpError(415, messages.notMultipart);
  const body: MultipartBody = { texts: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new HttpError(400, messages.notMultipart);
        body.file = { name: part.filename, content: await part.toBuffer() };
      } else {
        body.texts[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, messages);
  }
  return body;
}

/**
 * Reads a batch upload: the `file` part as a sheet (.xlsx or .csv) and the text parts checked
 * with `fieldsSchema`. Every refusal is a 4xx with a message for the user.
 */
export async function readUpload<S extends z.ZodType>(
  request: FastifyRequest,
  fieldsSchema: S,
): Promise<Upload<z.output<S>>> {
  const { texts, file } = await readMultipart(request, SHEET_RULES);
  if (!file || file.content.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.noFile);
  const parsed = fieldsSchema.safeParse(texts);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(400, `${issue?.path.join('.') || 'fields'}: ${issue?.message}`);
  }
  return {
    fileName: file.name,
    sheet: await readSheet(file.name, file.content),
    fields: parsed.data,
  };
}

/** The multipart reader's refusals in our words; anything else as it was. */
function uploadError(error: unknown, messages: MultipartRules['messages']): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, messages.tooLarge, 'TOO_LARGE');
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) {
    return new HttpError(status, messages.notMultipart, code);
  }
  return error;
}
