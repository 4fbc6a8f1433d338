// The team's shapes and rules (roles, record access, members, invitations, the audit trail), as
// the API sends them: @meridian/contract's.
export type {
  AuditAction,
  AuditChange,
  AuditEvent,
  AuditPage,
  AuditQuery,
  AuditRecordType,
  Invitation,
  InvitationCreated,
  OrganisationSettingsChange,
  OrgImportAnswer,
  RecordAccess,
  Role,
  TeamAnswer,
  TeamMember,
} from '@meridian/contract';
export { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, hasRole, RECORD_ACCESS, REVOCATION_BOUND_SECONDS, ROLES } from '@meridian/contract';
