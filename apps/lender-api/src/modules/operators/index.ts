/** The operators module's surface (staff accounts, their login, the audit log); operations in routes/. */
export {
  OPERATOR_ROLES,
  createOperator,
  hasEnabledAdmin,
  operatorView,
  type NewOperator,
} from './accounts.ts';
export {
  CREATE_ADMIN_USAGE,
  OperatorAccountRefusedError,
  createAdminCommand,
  operatorCreateAdmin,
  parseCreateAdmin,
} from './operator.ts';
