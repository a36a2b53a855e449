# Shared by scripts/start.sh and scripts/test.sh (sourced, not run): makes a fresh Debian/Ubuntu machine with
# Node 20 ready to build and run MediScribe. Each step only acts when something is missing.

REQUIRED_NODE_VERSION="20.19.0"

say() {
  printf '\033[1m%s\033[0m\n' "$*" >&2
}

fail() {
  printf '\033[31mError: %s\033[0m\n' "$*" >&2
  return 1
}

require_node() {
  command -v node >/dev/null 2>&1 || { fail "Node.js ${REQUIRED_NODE_VERSION} or newer is required (none found)."; return 1; }
  node -e '
    const wanted = process.argv[1].split(".").map(Number);
    const actual = process.versions.node.split(".").map(Number);
    const tooOld = actual[0] !== wanted[0] ? actual[0] < wanted[0] : actual[1] !== wanted[1] ? actual[1] < wanted[1] : actual[2] < wanted[2];
    if (tooOld) {
      console.error(`Error: Node.js ${process.argv[1]} or newer is required; this is ${process.versions.node}.`);
      process.exit(1);
    }
  ' "${REQUIRED_NODE_VERSION}"
}

# The offline speech recognizer (apps/session/native): compiled at build time against Debian's PocketSphinx.
# espeak-ng and flite (t2p) generate the pronunciations of the medicine names the recognizer knows.
SPEECH_BUILD_PACKAGES=(gcc libc6-dev pkg-config libpocketsphinx-dev libsphinxbase-dev pocketsphinx-en-us espeak-ng flite)
# The speech tests synthesise what they recognise.
SPEECH_TEST_PACKAGES=(flite sox)
# The PDF tests read back what was printed (pdfinfo, pdftotext) and turn pages into images (pdftoppm).
PDF_TEST_PACKAGES=(poppler-utils)
# The clinical lexicon's tests and evaluation read Debian's list of common English words (never copied in).
CLINICAL_TEST_PACKAGES=(wamerican)

# A package counts as present when its command exists, even if it was not installed through apt.
os_package_missing() {
  case "$1" in
    redis-server) command -v redis-server >/dev/null 2>&1 && return 1 ;;
    chromium) [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && return 1 ;;
    postgresql) compgen -G "${PG_BIN_DIR:-/usr/lib/postgresql/*/bin}/initdb" >/dev/null && return 1 ;;
  esac
  [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" != "install ok installed" ]
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    fail "installing OS packages needs root: run as root or install sudo, or install them yourself: $*"
  fi
}

ensure_os_packages() {
  local missing=()
  local package
  for package in "$@"; do
    if os_package_missing "${package}"; then missing+=("${package}"); fi
  done
  [ "${#missing[@]}" -eq 0 ] && return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    fail "missing ${missing[*]}; this script installs them with apt-get (Debian/Ubuntu) only."
    return 1
  fi
  say "Installing OS packages: ${missing[*]}"
  # The lock timeout lets a concurrent apt run (unattended upgrades, another install) finish instead of failing.
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 update -qq || return 1
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends "${missing[@]}" || return 1
}

# npm ci is not used: the lockfile omits other platforms' optional binaries and npm ci rejects it as out of sync.
npm_dependencies_stale() {
  local installed="node_modules/.package-lock.json"
  [ -f "${installed}" ] || return 0
  local manifest
  for manifest in package.json package-lock.json apps/*/package.json libs/*/package.json; do
    [ -f "${manifest}" ] && [ "${manifest}" -nt "${installed}" ] && return 0
  done
  return 1
}

ensure_npm_dependencies() {
  npm_dependencies_stale || return 0
  say "Installing npm dependencies"
  npm install --no-audit --no-fund || return 1
  # npm leaves the hidden lockfile untouched when nothing changed; touching it stops the next run reinstalling.
  touch node_modules/.package-lock.json
}
