// The public surface of core/audit: its use cases and what adapters and other modules need. Queries stay inside.
export {
  listAuditEntityTypes,
  listAuditEntries,
  recordAudit,
  entityAudit,
  recordCustomerAudit,
  recordListingAudit,
} from './audit.service'
