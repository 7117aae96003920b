/**
 * The values the schema's text columns admit: the one list of each. The schema is the lowest
 * layer (nothing in db/ imports core/), so the lists live here and core re-exports them from its
 * constants files, beside their rules and labels; browser-safe (no driver, no I/O).
 */

/** A lead's kinds and states (visitors.ts). */
export const LEAD_KINDS = ['catchment', 'agency_message', 'campaign', 'chat', 'visit'] as const
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const

/** How often a saved search e-mails new or re-priced matches (visitors.ts). */
export const ALERT_FREQUENCIES = ['immediately', 'daily', 'weekly', 'never'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

/** What a saved search looks for: listings (/inmuebles) or new-homes projects (/proyectos) (visitors.ts). */
export const SAVED_SEARCH_KINDS = ['listings', 'projects'] as const
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number]

/** How a listing is offered: for rent, for sale, or both (properties.ts). */
export const BUSINESS_TYPES = ['rent', 'sale', 'sale_rent'] as const
export type BusinessType = (typeof BUSINESS_TYPES)[number]

/** The listing statuses, in life-cycle order (properties.ts). */
/** 'in_review' waits in the staff queue, 'rejected' was turned down there (migration 0032, issue 33). */
export const PROPERTY_STATUSES = ['draft', 'in_review', 'published', 'inactive', 'rejected', 'deleted'] as const
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number]

/** The guarantees an agency accepts of a tenant (properties.ts; core/listings/rental-requirements.constants.ts explains them). */
export const RENTAL_GUARANTEES = ['fiador', 'poliza', 'deposito', 'none'] as const
export type RentalGuarantee = (typeof RENTAL_GUARANTEES)[number]

/** The documents Colombian agencies usually ask of a tenant and their co-signers (properties.ts). */
export const RENTAL_DOCUMENTS = [
  'cedula',
  'certificado_laboral',
  'desprendibles_nomina',
  'extractos_bancarios',
  'declaracion_renta',
  'certificado_ingresos',
  'camara_comercio',
  'referencias',
] as const
export type RentalDocument = (typeof RENTAL_DOCUMENTS)[number]

/** Where a shared list came from: the comparison (shown with its table) or the favourites (shortlists.ts). */
export const SHORTLIST_SOURCES = ['compare', 'favorites'] as const
export type ShortlistSource = (typeof SHORTLIST_SOURCES)[number]

/** What an agency record is: an agency (inmobiliaria), a builder (constructora) that publishes projects, or an owner publishing their own home (customers.ts). */
export const CUSTOMER_KINDS = ['agency', 'builder', 'owner'] as const
export type CustomerKind = (typeof CUSTOMER_KINDS)[number]

/** A new-homes project's construction stage (projects.ts). */
export const PROJECT_STAGES = ['sobre_planos', 'en_construccion', 'entrega_inmediata'] as const
export type ProjectStage = (typeof PROJECT_STAGES)[number]

/** A visitor's two lists of projects (project_visitor_lists.list, migration 0030). */
export const PROJECT_VISITOR_LISTS = ['favorites', 'compare'] as const
export type ProjectVisitorList = (typeof PROJECT_VISITOR_LISTS)[number]

/** A project's statuses, in life-cycle order (projects.ts; core/projects/project-status.rules.ts). */
export const PROJECT_STATUSES = ['draft', 'published', 'unpublished', 'deleted'] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

/** Why an owner closed a listing (properties.closed_as, migration 0032). */
export const CLOSED_AS = ['rented', 'sold'] as const
export type ClosedAs = (typeof CLOSED_AS)[number]

/** The fraud signals (issue 33; docs/fraud-signals.md explains each and its threshold). */
export const SIGNAL_CODES = [
  'price_below_median',
  'reused_photo',
  'contact_in_text',
  'payment_request',
  'copied_text',
  'burst_publishing',
  'reported',
] as const
export type SignalCode = (typeof SIGNAL_CODES)[number]

/** Why a listing waits in the staff queue: an owner's listing, a signal, visitors' reports. */
export const REVIEW_CAUSES = ['owner', 'signals', 'reports'] as const
export type ReviewCause = (typeof REVIEW_CAUSES)[number]
export const REVIEW_DECISIONS = ['approved', 'rejected'] as const
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number]

/** A visitor's reason to report a listing. */
export const REPORT_REASONS = ['no_existe', 'precio_falso', 'piden_dinero', 'contacto_falso', 'otro'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

/** What a publisher asks staff to verify (migration 0034): an agency's papers, or an owner's title for one listing. */
export const VERIFICATION_KINDS = ['agency', 'owner_title'] as const
export type VerificationKind = (typeof VERIFICATION_KINDS)[number]

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]

/** The private papers: Cámara de Comercio certificate, RUT (shows the NIT), certificado de tradición y libertad. */
export const VERIFICATION_DOCUMENT_KINDS = ['camara_comercio', 'rut', 'certificado_tradicion'] as const
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number]
