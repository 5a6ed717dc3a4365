-- Reads that cost what their page shows, not what the platform holds.
--
-- The project lists read the projects not finished today (`tgl_selesai > today`): finished ones are
-- never listed, and a platform keeps them for ever. Without an index every list request read the
-- whole table (20,000 ended projects: ~10,000 pages per request); with it the lists read the
-- unfinished projects only.
--
-- Home reads a lender's newest open fundings (a few, newest first) and their count: an index of the
-- open fundings per lender in that order gives the few rows and the count without reading the others.
-- Valid on PostgreSQL 15 and PGlite.

CREATE INDEX projects_end_idx ON projects (tgl_selesai);

CREATE INDEX fundings_lender_open_idx ON fundings (lender_id, created_at DESC, id DESC)
  WHERE status = 1;
