#!/usr/bin/env bash
# Backs up and restores MediScribe's PostgreSQL database (every service's schema and its migration history) with
# pg_dump's custom format. Use the client tools of the server's major version or newer (in compose:
# `docker compose exec -T postgres pg_dump ...`, see README "Backups").
#   DATABASE_URL=postgres://... scripts/deploy/postgres-backup.sh backup  medi-2026-11-22.dump
#   DATABASE_URL=postgres://... scripts/deploy/postgres-backup.sh restore medi-2026-11-22.dump
# restore is meant for an empty database (a new one, or after DROP/CREATE DATABASE): it stops at the first error
# and runs in one transaction, so a failed restore leaves nothing half-written. Stop the processes first, restore,
# then start them: they see the migrations already applied and carry on.
set -euo pipefail

usage() {
  echo "usage: DATABASE_URL=postgres://... $0 backup|restore FILE" >&2
  exit 2
}

[[ $# -eq 2 ]] || usage
: "${DATABASE_URL:?set DATABASE_URL to the database to back up or restore into}"
action="$1"
file="$2"

case "${action}" in
  backup)
    # Written beside the target and renamed when complete, so a failed dump never replaces a good backup.
    partial="${file}.partial"
    pg_dump --dbname="${DATABASE_URL}" --format=custom --no-owner --no-privileges --file="${partial}"
    mv "${partial}" "${file}"
    pg_restore --list "${file}" >/dev/null
    echo "backed up to ${file} ($(wc -c <"${file}") bytes)"
    ;;
  restore)
    [[ -r "${file}" ]] || { echo "cannot read ${file}" >&2; exit 1; }
    pg_restore --dbname="${DATABASE_URL}" --no-owner --no-privileges --exit-on-error --single-transaction "${file}"
    echo "restored ${file}"
    ;;
  *)
    usage
    ;;
esac
