#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL 15: starts a throw-away cluster in a temp
# directory on a loopback port (trust auth), runs vitest with DATABASE_URL, then stops and removes the
# cluster — also when the tests fail or the script is interrupted.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "test-pg: PostgreSQL 15 is not installed at $PG_BIN (apt-get install postgresql-15)" >&2
  exit 1
fi

# initdb refuses to run as root: run the server as the `postgres` user when we are root.
as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

DIR="$(mktemp -d /tmp/pendana-pg-XXXXXX)"
[ "$(id -u)" = "0" ] && chown postgres:postgres "$DIR"
PORT="${PG_TEST_PORT:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

as_pg "$PG_BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || { cat "$DIR/server.log" >&2; exit 1; }
echo "test-pg: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

cd "$HERE"
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" PENDANA_TEST_TARGET=pg vitest run "$@"
