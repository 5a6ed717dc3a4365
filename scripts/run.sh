#!/usr/bin/env bash
# The README's commands: `npm start` → run.sh start, `npm test` → run.sh test, `npm run dev` → run.sh dev.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
cmd="${1:-}"

case "$cmd" in
  start)
    BOOTSTRAP_BROWSER=0 bash scripts/bootstrap.sh || exit 1
    export PATH="$ROOT/.toolchain/pnpm:$ROOT/.toolchain/node/bin:$ROOT/node_modules/.bin:$PATH"
    echo "== building the web app"
    nx run @pendana/lender-web:build --outputStyle=stream || exit 1
    export WEB_DIST="$ROOT/apps/lender-web/dist" PORT="${PORT:-3000}" SANDBOX="${SANDBOX:-1}"
    cd apps/lender-api && exec node src/main.ts
    ;;
  build)
    # What a production start serves: the web app's build. The server itself needs no build: Node 24
    # runs its TypeScript as it is (type stripping), with no build tool at run time.
    BOOTSTRAP_BROWSER=0 bash scripts/bootstrap.sh || exit 1
    export PATH="$ROOT/.toolchain/pnpm:$ROOT/.toolchain/node/bin:$ROOT/node_modules/.bin:$PATH"
    NX_TUI=false NX_DAEMON=false nx run @pendana/lender-web:build --outputStyle=stream
    ;;
  serve|migrate|backup|restore|operator)
    # The production commands (docs/lender-api.md, "Running in production"): plain Node 24.
    export PATH="$ROOT/.toolchain/node/bin:$PATH"
    major="$(node -p 'process.versions.node.split(".")[0]')"
    if [ "$major" -lt 24 ]; then echo "Node 24 or newer is needed (found $(node --version)); run npm run build first" >&2; exit 1; fi
    # Paths in settings and arguments are relative to the repository's root.
    # `.env` (from `.env.example`) is read when present; the environment wins over it.
    envfile=(); [ -f .env ] && envfile=(--env-file=.env)
    if [ "$cmd" = serve ]; then exec node "${envfile[@]}" apps/lender-api/src/main.ts; fi
    exec node "${envfile[@]}" apps/lender-api/src/cli.ts "$@"
    ;;
  dev)
    BOOTSTRAP_BROWSER=0 bash scripts/bootstrap.sh || exit 1
    export PATH="$ROOT/.toolchain/pnpm:$ROOT/.toolchain/node/bin:$ROOT/node_modules/.bin:$PATH"
    export API_PROXY_TARGET="http://127.0.0.1:3001"
    (cd apps/lender-api && PORT=3001 SANDBOX=1 exec tsx watch src/main.ts) &
    api=$!
    trap 'kill $api 2>/dev/null' EXIT INT TERM
    cd apps/lender-web && PORT="${PORT:-3000}" vite --port "${PORT:-3000}" --strictPort --host 127.0.0.1
    ;;
  storybook)
    # Storybook for designers: every component and every screen, answered by the SDK's MSW handlers
    # (no server). http://127.0.0.1:6006
    BOOTSTRAP_BROWSER=0 bash scripts/bootstrap.sh || exit 1
    export PATH="$ROOT/.toolchain/pnpm:$ROOT/.toolchain/node/bin:$ROOT/node_modules/.bin:$PATH"
    cd apps/storybook && exec pnpm run dev
    ;;
  test)
    BOOTSTRAP_POSTGRES=1 bash scripts/bootstrap.sh || exit 1
    export PATH="$ROOT/.toolchain/pnpm:$ROOT/.toolchain/node/bin:$ROOT/node_modules/.bin:$PATH"
    export PENDANA_REPORT_DIR="$ROOT/.reports"
    rm -rf "$PENDANA_REPORT_DIR"; mkdir -p "$PENDANA_REPORT_DIR"
    export NX_TUI=false NX_DAEMON=false NX_NO_CLOUD=true
    # Node's module compile cache (V8 code cache and the TypeScript stripped, keyed by each file's
    # contents): the many Node processes of a run — a Vitest worker per jsdom test file, every server
    # and CLI a server test spawns — compile each module once, not once per process (docs/ci.md).
    export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-${TMPDIR:-/tmp}/pendana-node-compile-cache}"
    failed=()
    started=$(date +%s)
    step() { # step <name> <command...>
      local name="$1"; shift
      local t0; t0=$(date +%s)
      echo
      echo "=== $name"
      if "$@"; then
        echo "=== $name: ok ($(( $(date +%s) - t0 ))s)"
      else
        echo "=== $name: FAILED ($(( $(date +%s) - t0 ))s)"
        failed+=("$name")
      fi
    }
    drift() {
      nx run-many -t bundle generate --outputStyle=stream --skip-nx-cache || return 1
      # Kysely's table types from a freshly migrated in-memory PGlite (kysely-codegen)
      pnpm --filter @pendana/lender-api run generate:db || return 1
      local dirty; dirty="$(git status --porcelain -- packages/api-spec packages/api-sdk apps/lender-api/src/db/generated)"
      if [ -n "$dirty" ]; then echo "generated code differs from the committed code:"; echo "$dirty"; git --no-pager diff --stat; return 1; fi
    }
    changesets() { node --test --test-reporter=dot scripts/changeset-check.test.mjs && node scripts/changeset-check.mjs; }
    # Build + pack the three packages, install the tarballs in examples/partner-desk (its own
    # pnpm-workspace.yaml makes it a workspace of its own: pnpm does not see the root's; a fresh lockfile)
    consumer() {
      node scripts/pack-packages.mjs || return 1
      (cd examples/partner-desk && rm -f pnpm-lock.yaml \
        && pnpm install --prefer-offline --no-frozen-lockfile --reporter=append-only \
        && node scripts/check-lockfile.mjs && pnpm run typecheck && pnpm run build && pnpm run test && pnpm run size)
    }
    step "format (prettier --check)" prettier --check . --log-level warn
    step "changesets (every change to a published package has one)" changesets
    step "bundle budget checker (its own test)" node --test --test-reporter=dot scripts/bundle-budget.test.mjs
    step "lint (eslint)" eslint . --max-warnings=0
    step "codegen drift (api-spec bundle, orval, lender-api table types)" drift
    step "typecheck" nx run-many -t typecheck --outputStyle=stream
    step "unit, component, server and story tests (vitest)" nx run-many -t test --outputStyle=stream --skip-nx-cache
    step "server tests on PostgreSQL 15" pnpm --filter @pendana/lender-api run test:pg
    step "build (web, storybook)" nx run-many -t build --outputStyle=stream
    # Every route against the floor of that build; a route over its budget (or, while over the
    # issue's budget, over its ratchet in apps/lender-web/bundle-budget.json) fails
    step "bundle budgets (web, per route)" pnpm --filter @pendana/lender-web run bundle-budget
    step "visual review (Chromatic when CHROMATIC_PROJECT_TOKEN is set, else skipped with a message)" pnpm --filter @pendana/storybook run chromatic
    step "packages as another app installs them (pack, install the tarballs, build, test)" consumer
    # Playwright directly, not the `e2e` script: that one rebuilds the web app, which the build step
    # above has just built (same `pnpm run build`, nx's outputs include dist/).
    step "journeys (playwright, chromium)" pnpm --filter @pendana/lender-web exec playwright test
    step "log scan (no secret in the journeys' server logs)" node apps/lender-api/scripts/log-scan.mjs "$PENDANA_REPORT_DIR/lender-api.log"
    step "spec traceability (every spec row named by a passing test)" node scripts/spec-coverage.mjs --check "$PENDANA_REPORT_DIR"
    untracked="$(git status --porcelain)"
    if [ -n "$untracked" ]; then echo "git status is not clean after the tests:"; echo "$untracked"; failed+=("clean tree"); fi
    echo
    echo "=== wall time: $(( $(date +%s) - started ))s"
    [ ${#failed[@]} -eq 0 ] || echo "=== failed steps: ${failed[*]}"
    node scripts/summarize-tests.mjs "$PENDANA_REPORT_DIR" "${#failed[@]}"
    ;;
  *)
    echo "usage: run.sh start|test|dev|storybook|build|serve|migrate|backup|restore|operator" >&2; exit 2 ;;
esac
