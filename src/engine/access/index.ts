export { useAccessGate, useOperationAccess } from './use-access'
export { gateActions, operationOfEntry } from './gate-actions'
export { accessDecision, roleReason, type HeldRole, type HeldRoles } from './role-decision'
export { AccessNotice } from './access-notice'
