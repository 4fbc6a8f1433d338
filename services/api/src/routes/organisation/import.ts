import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MAX_ORG_IMPORT_BYTES, OrgImportAnswer, type ErrorCode } from '@meridian/contract';
import { badRequest, HttpError, payloadTooLarge } from '../../errors';
import { failAtLimit, formatBytes } from '../../http/uploads';
import { ArchiveRefused, openArchive } from '../../org-export/import-archive';
import { importArchive } from '../../org-export/import-run';
import { errorResponses } from '../route-options';

const tags = ['organisation'];
const tooLarge = (max: number) => payloadTooLarge('org_import_too_large', { params: { max: formatBytes(max) } });

/** The upload's one `file` part, written to `file` as it arrives (never the whole archive in memory). */
async function receive(request: FastifyRequest, file: string, maxBytes: number): Promise<void> {
  if (!request.isMultipart()) throw badRequest('org_import_no_file');
  let received = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        continue;
      }
      failAtLimit(part, () => tooLarge(maxBytes));
      await pipeline(part.file, fs.createWriteStream(file));
      received = true;
    }
  } catch (error) {
    const e = error as { code?: string; statusCode?: number; message?: string };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (error instanceof HttpError || (typeof e.statusCode === 'number' && e.statusCode < 500)) throw error;
    if (/form|boundary|multipart/i.test(e.message ?? '')) throw badRequest('multipart_malformed');
    throw error;
  }
  if (!received) throw badRequest('org_import_no_file');
}

/**
 * An organisation archive (GET /organisation/export) brought into the caller's organisation, which
 * must be empty: answered once it is all in, or nothing is (one transaction). The upload is kept
 * in a temporary file while it is read, and removed after.
 */
export const organisationImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/organisation/import',
    {
      config: { role: 'owner' },
      bodyLimit: MAX_ORG_IMPORT_BYTES,
      schema: {
        tags,
        operationId: 'importOrganisation',
        summary: 'Import an organisation export (a zip) into the caller’s empty organisation; answered when it is all in',
        description:
          'multipart/form-data with one part named `file`: the archive GET /organisation/export makes. Refused 409 org_import_not_empty ' +
          'when the organisation has contacts, companies, deals, notes or activities; 400 for an archive that is not a zip, has no manifest, ' +
          'another format, a name outside its folders, too many entries or too many unpacked bytes; 413 past the size limit. Every record ' +
          'gets a new id; members are matched by email, and the records of members not found go to the caller.',
        consumes: ['multipart/form-data'],
        response: { 200: OrgImportAnswer, ...errorResponses(409, 413) },
      },
    },
    async (request) => {
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'meridian-org-import-'));
      const file = path.join(dir, 'archive.zip');
      try {
        const limits = app.orgExports.importLimits;
        await receive(request, file, limits.maxBytes);
        const archive = await openArchive(file, limits);
        try {
          return await app.orgExports.importInto(request.user.orgSlug, (scope) => importArchive(scope, archive, { id: request.user.id }));
        } finally {
          archive.close();
        }
      } catch (error) {
        if (error instanceof ArchiveRefused) throw new HttpError(error.status, error.code as ErrorCode, { params: error.params });
        throw error;
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },
  );
};
