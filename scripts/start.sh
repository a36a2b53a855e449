#!/usr/bin/env bash
# `npm start`: makes a fresh Debian/Ubuntu machine with Node 20 ready (OS packages, npm dependencies), builds, then
# runs the whole stack in the foreground (scripts/stack.mjs) until Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/prerequisites.sh

require_node
# Before installing or building: rebuilding under a running stack would swap its files while it serves them.
node scripts/stack.mjs --check
ensure_os_packages redis-server chromium fonts-noto-core "${SPEECH_BUILD_PACKAGES[@]}"
ensure_npm_dependencies

build_log="${STACK_RUN_DIR:-.run}/logs/build.log"
mkdir -p "$(dirname "${build_log}")"
say "Building (log: ${build_log})"
if ! node scripts/build.mjs >"${build_log}" 2>&1; then
  tail -n 40 "${build_log}" >&2
  fail "the build failed; full log in ${build_log}"
fi
exec node scripts/stack.mjs
