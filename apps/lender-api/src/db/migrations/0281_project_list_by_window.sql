-- The project list's work is its page, not the catalogue (`projectPageQuery`).
--
-- The active list is the projects in fundraising today: its count and order need each one's window,
-- packages (sold out or not), rate and akad — carried by `projects_raising_idx`, so hundreds of open
-- projects cost index entries, not their wide rows (HTML, gallery). The full and closed lists are
-- found among the projects not finished today through `projects_unfinished_idx`, which carries the
-- fundraising window: the open projects are told apart there (it replaces `projects_end_idx`, the
-- same key). Other lenders' holds are summed over the active holds only: a held row (status 2)
-- stays as it is once lapsed, so the index is on its expiry and reads the ones not yet lapsed.
-- Valid on PostgreSQL 15 and PGlite.

CREATE INDEX projects_raising_idx ON projects (tgl_selesai_penggalangan)
  INCLUDE (tgl_mulai_penggalangan, tgl_selesai, id, total_paket, paket_awal, paket_didanai,
    imbal_hasil, akad);

CREATE INDEX projects_unfinished_idx ON projects (tgl_selesai)
  INCLUDE (tgl_mulai_penggalangan, tgl_selesai_penggalangan, id, akad);

DROP INDEX projects_end_idx;

CREATE INDEX bookings_held_idx ON bookings (expires_at) INCLUDE (project_id, lender_id, paket)
  WHERE status = 2;
