-- Work for an operator: something the system noticed and must not decide alone (a payment notice it
-- could not apply, …). `kind` says what, `subject_ref` names the thing it is about (a top-up's
-- reference, …), `details` holds what was seen; resolved when an operator has dealt with it. One open
-- task per kind and subject: what arrives again while it is open is added to its details.
CREATE TABLE operator_tasks (
  id           bigserial PRIMARY KEY,
  kind         varchar(64) NOT NULL,
  subject_ref  varchar(128) NOT NULL,
  details      jsonb NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL,
  resolved_at  timestamptz
);
CREATE UNIQUE INDEX operator_tasks_open_key ON operator_tasks (kind, subject_ref) WHERE resolved_at IS NULL;
CREATE INDEX operator_tasks_created_idx ON operator_tasks (created_at) WHERE resolved_at IS NULL;
