/**
 * Demo verification (issue 33 points 6–7): about half of the demo agencies verified by staff a
 * month ago (an approved request, no papers kept: the badge is what visitors see), one agency's
 * request waiting with its Cámara de Comercio certificate, and propietario@example.com's public
 * home waiting with its certificado de tradición, so staff find both in /admin/verifications.
 * The two papers are small generated PDFs written to private storage (DATA_DIR/private).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { customers, properties, users, verificationDocuments, verificationRequests } from '#db/schema'
import { formatNit } from '#core/shared/nit.rules'
import { newDocumentKey, putPrivateFile } from '#core/verification/private-files.infra'
import { DEMO_OWNER_EMAIL } from './owners'

const DAY = 24 * 60 * 60 * 1000

/** A one-page PDF saying what it stands for (ASCII only: the built-in font's encoding). */
export function demoPdf(lines: string[]): Uint8Array {
  const text = lines
    .map((line, i) => `BT /F1 14 Tf 56 ${780 - i * 24} Td (${line.replace(/[()\\]/g, '')}) Tj ET`)
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(pdf.length)
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

async function waitingWithPaper(
  db: Executor,
  request: { customerId: number; propertyId: number | null; nit: string | null; submittedAt: Date },
  kind: 'camara_comercio' | 'certificado_tradicion',
  lines: string[],
  dataDir: string | undefined,
) {
  const [row] = await db
    .insert(verificationRequests)
    .values({ ...request, kind: request.propertyId === null ? 'agency' : 'owner_title' })
    .returning({ id: verificationRequests.id })
  const bytes = demoPdf(lines)
  const storageKey = newDocumentKey(row.id, 'pdf')
  await putPrivateFile(storageKey, bytes, dataDir)
  await db
    .insert(verificationDocuments)
    .values({ requestId: row.id, kind, storageKey, contentType: 'application/pdf', byteSize: bytes.byteLength })
}

/** `dataDir`: where the papers go (DATA_DIR/private); the process's DATA_DIR when absent. */
export async function plantVerifications(db: Executor, now: Date, dataDir?: string) {
  const agencies = await db
    .select({ id: customers.id, name: customers.name, nit: customers.nit })
    .from(customers)
    .where(and(eq(customers.kind, 'agency'), isNull(customers.deletedAt)))
    .orderBy(asc(customers.id))
  const verified = agencies.filter((_, i) => i % 2 === 0)
  const decidedAt = new Date(now.getTime() - 30 * DAY)
  for (const agency of verified) {
    await db.update(customers).set({ verifiedAt: decidedAt }).where(eq(customers.id, agency.id))
    await db.insert(verificationRequests).values({
      customerId: agency.id,
      kind: 'agency',
      nit: agency.nit,
      status: 'approved',
      submittedAt: new Date(decidedAt.getTime() - 2 * DAY),
      decidedAt,
    })
  }
  const waiting = agencies.find((_, i) => i % 2 === 1)
  if (waiting) {
    const nit = waiting.nit ?? formatNit('901000000')
    await waitingWithPaper(
      db,
      { customerId: waiting.id, propertyId: null, nit, submittedAt: new Date(now.getTime() - DAY) },
      'camara_comercio',
      [
        'Camara de Comercio de Medellin para Antioquia',
        'Certificado de existencia y representacion legal (DEMO)',
        waiting.name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
        `NIT ${nit}`,
      ],
      dataDir,
    )
  }
  const [home] = await db
    .select({
      id: properties.id,
      customerId: properties.customerId,
      address: properties.address,
      owner: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(properties)
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .innerJoin(users, eq(users.id, customers.ownerUserId))
    .where(and(sql`lower(${users.email}) = ${DEMO_OWNER_EMAIL}`, eq(properties.status, 'published')))
    .limit(1)
  if (home)
    await waitingWithPaper(
      db,
      {
        customerId: home.customerId,
        propertyId: home.id,
        nit: null,
        submittedAt: new Date(now.getTime() - 2 * 60 * 60 * 1000),
      },
      'certificado_tradicion',
      [
        'Oficina de Registro de Instrumentos Publicos',
        'Certificado de tradicion y libertad (DEMO)',
        `Direccion: ${(home.address ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '')}`,
        `Propietario: ${home.owner.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}`,
      ],
      dataDir,
    )
  return { verified: verified.length, waiting: (waiting ? 1 : 0) + (home ? 1 : 0) }
}
