# Shared by scripts/containers/*.sh: the images' names and podman's setup on this kind of machine.
# shellcheck shell=bash
DEBIAN_IMAGE=localhost/debian:bookworm
# The names the Dockerfile's FROM and docker-compose.yml's image: fields resolve to.
NODE_IMAGE=docker.io/library/node:20-bookworm-slim
POSTGRES_IMAGE=docker.io/library/postgres:16
REDIS_IMAGE=docker.io/library/redis:7
MAILPIT_IMAGE=docker.io/axllent/mailpit:latest

# prerequisites.sh has a say() of its own; base-images.sh, run alone, needs this one.
say() { echo "[containers] $*"; }

# The first deb822 or one-line source of the host's apt configuration: debootstrap fetches from the same mirror.
apt_mirror() {
  local uri
  uri="$(grep -hE '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -1 | awk '{print $2}')"
  [ -n "${uri}" ] || uri="$(grep -hE '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null | head -1 | awk '{print $2}')"
  echo "${uri:-http://deb.debian.org/debian}"
}

# catatonit: podman's init for `init: true` services and the pause binary of `kube play` pods (Debian's podman only
# recommends it, and apt runs without recommends here); the dnsname plugin: service names (postgres, redis) resolving
# on podman's CNI networks. A fresh machine has neither.
CONTAINER_PACKAGES=(podman buildah runc fuse-overlayfs slirp4netns uidmap debootstrap podman-compose catatonit
  golang-github-containernetworking-plugin-dnsname)

# Debian's podman and what it needs, through apt (root: CI's machines are), and the two settings this kind of host
# needs: Debian's default runtime crun fails on its hybrid cgroups ("cgroups in hybrid mode not supported"), and
# raising file limits past the host's is not permitted. An existing /etc/containers/containers.conf is left alone.
ensure_podman() {
  local missing=()
  local package
  for package in "${CONTAINER_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "${package}" 2>/dev/null | grep -q 'ok installed' || missing+=("${package}")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]} (apt)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
  if [ ! -e /etc/containers/containers.conf ]; then
    mkdir -p /etc/containers
    cat >/etc/containers/containers.conf <<'CONF'
# Written by MediScribe's scripts/containers (npm run test:containers).
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]

[engine]
runtime = "runc"
CONF
  fi
}
