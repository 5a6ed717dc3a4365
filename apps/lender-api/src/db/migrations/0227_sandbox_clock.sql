-- The sandbox clock's offset from real time (sandbox mode only): the sandbox moves it forward to take
-- a project through its life (a due day reached, a payout late), and a restart keeps it. One row.
-- Valid on PostgreSQL 15 and PGlite.
CREATE TABLE sandbox_clock (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms   bigint NOT NULL CHECK (offset_ms >= 0),
  updated_at  timestamptz NOT NULL
);
