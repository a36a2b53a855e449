#!/usr/bin/env bash
# `npm test` (and .ci/run): installs what is missing exactly like `npm start`, builds, then runs every check --
# type check, lint, jest (unit + integration), the web's vitest, Playwright end to end and the scale test (the same
# specs through replicas while processes are killed: npm run test:scale) -- carrying on past a
# failure so one run reports everything. The last line is always "N passed, N failed"; the exit status is non-zero
# when anything failed. Tests start their own Redis, databases and stack: the machine's servers are never touched.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/prerequisites.sh

results_dir="test-results"
step_results=()

run_step() {
  local name="$1"
  shift
  say "== ${name}: $*"
  "$@"
  step_results+=("${name}=$?")
}

if ! { require_node && ensure_os_packages redis-server postgresql chromium fonts-noto-core "${SPEECH_BUILD_PACKAGES[@]}" "${SPEECH_TEST_PACKAGES[@]}" "${PDF_TEST_PACKAGES[@]}" "${CLINICAL_TEST_PACKAGES[@]}" && ensure_npm_dependencies; }; then
  echo "0 passed, 1 failed"
  exit 1
fi

rm -rf "${results_dir}"
mkdir -p "${results_dir}"

run_step build node scripts/build.mjs
run_step typecheck npm run typecheck
run_step lint npm run lint
# PGlite needs the VM modules flag under jest. --forceExit: a leaked handle must not hang CI after the results are
# written (jest still names the problem in its output). Three suites at a time, not jest's one on a 2-core machine
# (cores - 1): an integration suite mostly waits on the processes it starts. On 2 cores, in a fresh clone with a cold
# cache, the step took 384 s with three against 457 s with two (and 23.5 min with one, an earlier session).
run_step jest env NODE_OPTIONS="${NODE_OPTIONS:+${NODE_OPTIONS} }--experimental-vm-modules --disable-warning=ExperimentalWarning" \
  JEST_RESULTS_FILE="${PWD}/${results_dir}/jest.json" npx jest --ci --forceExit --maxWorkers=3
run_step vitest npm test -w apps/web -- --reporter=default --reporter=json --outputFile.json="${PWD}/${results_dir}/vitest.json"
run_step playwright npx playwright test
run_step scale npm run test:scale

node scripts/test-summary.mjs "${results_dir}" "${step_results[@]}"
