#!/usr/bin/env bash
# Installs the project's own toolchain (Node 24 LTS + pnpm 12) from the npm registry into the
# git-ignored .toolchain/, Chromium from apt when missing, then the workspace's dependencies.
# Idempotent: a second run only checks. Source it (". scripts/bootstrap.sh") to get the PATH.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_VERSION=24.21.0
PNPM_VERSION=12.21.0
TC="$ROOT/.toolchain"
case "$(uname -m)" in
  x86_64) ARCH=x64 ;;
  aarch64|arm64) ARCH=arm64 ;;
  *) echo "bootstrap: unsupported CPU $(uname -m)" >&2; exit 1 ;;
esac

fetch_pkg() { # fetch_pkg <npm-spec> <dest-dir>
  local tmp; tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack --silent "$1" >/dev/null 2>"$tmp/err") || { cat "$tmp/err" >&2; exit 1; }
  rm -rf "$2"; mkdir -p "$2"
  tar xzf "$tmp"/*.tgz --strip-components=1 -C "$2"
  rm -rf "$tmp"
}

if [ ! -x "$TC/node/bin/node" ] || [ "$("$TC/node/bin/node" -v)" != "v$NODE_VERSION" ]; then
  echo "bootstrap: installing Node $NODE_VERSION into .toolchain/node"
  fetch_pkg "node-linux-$ARCH@$NODE_VERSION" "$TC/node"
fi
if [ ! -x "$TC/pnpm/pnpm" ] || [ "$("$TC/pnpm/pnpm" --version)" != "$PNPM_VERSION" ]; then
  echo "bootstrap: installing pnpm $PNPM_VERSION into .toolchain/pnpm"
  fetch_pkg "@pnpm/exe.linux-$ARCH@$PNPM_VERSION" "$TC/pnpm"
  chmod +x "$TC/pnpm/pnpm"
fi
export PATH="$TC/pnpm:$TC/node/bin:$ROOT/node_modules/.bin:$PATH"

apt_install() { # apt_install <binary-to-check> <package>...
  local bin="$1"; shift
  if ! command -v "$bin" >/dev/null 2>&1 && [ ! -x "$bin" ]; then
    echo "bootstrap: installing $* from apt"
    local SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
  fi
}
if [ "${BOOTSTRAP_BROWSER:-1}" = 1 ]; then apt_install /usr/bin/chromium chromium; fi
if [ "${BOOTSTRAP_POSTGRES:-0}" = 1 ]; then apt_install /usr/lib/postgresql/15/bin/initdb postgresql; fi

stamp="$ROOT/node_modules/.bootstrap-stamp"
want="$(cat "$ROOT/pnpm-lock.yaml" "$ROOT/pnpm-workspace.yaml" "$ROOT"/package.json "$ROOT"/{apps,packages}/*/package.json 2>/dev/null | sha1sum | cut -c1-40 || true)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "bootstrap: pnpm install --frozen-lockfile"
  (cd "$ROOT" && pnpm install --frozen-lockfile --reporter=append-only)
  echo "$want" > "$stamp"
fi
