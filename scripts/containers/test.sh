#!/usr/bin/env bash
# npm run test:containers: the Dockerfile, docker-compose.yml and k8s/ run as containers with Debian's podman (no
# Docker engine, no container registry needed). Installs podman through apt when missing (and flite, sox and
# pdftotext, which make the recorded consultation and read its PDF), then scripts/containers/run.mjs does the rest
# and writes test-results/containers.json; the last line is "N passed, N failed". Needs root (apt, rootful podman),
# as CI's machines give. README: "Run with podman".
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/prerequisites.sh
source scripts/containers/lib.sh

results_dir="test-results"
mkdir -p "${results_dir}"
rm -f "${results_dir}/containers.json"
if ! { require_node && ensure_podman && ensure_os_packages "${SPEECH_TEST_PACKAGES[@]}" "${PDF_TEST_PACKAGES[@]}" &&
  ensure_npm_dependencies; }; then
  echo "0 passed, 1 failed"
  exit 1
fi
node scripts/containers/run.mjs "${results_dir}/containers.json"
