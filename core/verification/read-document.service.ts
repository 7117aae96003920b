/**
 * One paper's bytes, for staff only (`moderation.review`, portal-wide). Anyone else, the agency
 * that sent it included, is told the address does not exist (404): whether a paper exists is
 * personal data too. A paper deleted after its 90 days is gone for staff as well (404).
 */
import { notFound, type ServiceContext } from '#core/shared'
import { readPrivateFile } from './private-files.infra'
import { NOT_FOUND_KEY, assertCanReadPapers } from './verification.policy'
import { findDocument } from './verification.queries'

export interface PaperFile {
  bytes: Uint8Array
  contentType: string
  /** A name made here ("camara_comercio-12.pdf"), never the uploaded file's. */
  fileName: string
}

export async function readVerificationDocument(
  ctx: ServiceContext,
  input: { requestId: number; documentId: number },
): Promise<PaperFile> {
  assertCanReadPapers(ctx.actor)
  const doc = await findDocument(ctx.db, input.requestId, input.documentId)
  if (!doc || doc.deletedAt) throw notFound(NOT_FOUND_KEY)
  const bytes = await readPrivateFile(doc.storageKey)
  if (!bytes) throw notFound(NOT_FOUND_KEY)
  const ext = doc.storageKey.slice(doc.storageKey.lastIndexOf('.') + 1)
  return { bytes, contentType: doc.contentType, fileName: `${doc.kind}-${input.documentId}.${ext}` }
}
