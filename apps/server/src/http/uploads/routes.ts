import multipart from '@fastify/multipart';
import { zEnvelope } from '@vm/contracts/common';
import { ZUploadToken, ZUploadTokenBody, ZUploadedFile } from '@vm/contracts/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { isPrivateBucket } from '@vm/domain/upload-rules';
import { requireRole, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { readUploadRequest, storeUpload, issueUploadToken, verifyUploadToken } from '../../modules/uploads';
import { signRecordFiles } from '../../platform/storage/file-links';

const tags = ['uploads'];
const security = [{ bearer: [] }];

/**
 * The uploads platform (ADR 0009): a logged-in user asks for a token for one bucket, then uploads
 * files with it; stored files are served by platform/storage/files-route.ts. Neither route takes part
 * in the 1 s duplicate-POST guard: two files picked together are two legitimate POSTs, and a second
 * token request is harmless.
 */
export const uploadRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Registered in this plugin only: no other route accepts multipart bodies. Sizes are checked per
    // bucket while reading (read-upload-request.ts), so the parser's own limit only truncates.
    await app.register(multipart, { throwFileSizeLimit: false });

    app.post(
      '/uploads/tokens',
      {
        config: { dedupe: false },
        schema: { tags, security, summary: '获取上传凭证', body: ZUploadTokenBody, response: { 201: zEnvelope(ZUploadToken) } },
      },
      async (request, reply) => {
        // Staff documents (issued invoices) are uploaded by platform staff only.
        const user = isPrivateBucket(request.body.bucket) ? await requireRole(deps, request, 'operator') : await requireUser(deps, request);
        return reply.status(201).send(ok(await issueUploadToken(deps, user.id, request.body.bucket)));
      },
    );

    app.post(
      '/uploads',
      {
        config: { dedupe: false },
        schema: {
          tags,
          security,
          summary: '上传文件',
          description: 'multipart/form-data：先 token 字段（可选 bucket），再一个 file 文件。',
          consumes: ['multipart/form-data'],
          response: { 201: zEnvelope(ZUploadedFile) },
        },
      },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        const upload = await readUploadRequest(request, (token, bucket) => verifyUploadToken(deps, user.id, token, bucket));
        return reply.status(201).send(ok(await signRecordFiles(deps, await storeUpload(deps, user.id, upload), ['url', 'thumbnail_url']), '上传成功'));
      },
    );
  };
