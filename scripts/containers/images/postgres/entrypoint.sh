#!/bin/bash
# As the official image's entrypoint: the first start makes the cluster with POSTGRES_USER/PASSWORD and DB, then
# PostgreSQL runs as the postgres user, listening on every address, passwords required over TCP.
set -euo pipefail
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
if [ "$1" = postgres ]; then
  shift
  mkdir -p "${PGDATA}" /var/run/postgresql
  chown postgres:postgres "${PGDATA}" /var/run/postgresql
  chmod 700 "${PGDATA}"
  if [ ! -s "${PGDATA}/PG_VERSION" ]; then
    : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
    user="${POSTGRES_USER:-postgres}"
    pwfile="$(mktemp)" && chown postgres "${pwfile}"
    printf '%s' "${POSTGRES_PASSWORD}" >"${pwfile}"
    as_postgres initdb --username="${user}" --pwfile="${pwfile}" --auth-local=trust --auth-host=scram-sha-256 \
      --encoding=UTF8 --locale=C.UTF-8 -D "${PGDATA}" >/dev/null
    rm -f "${pwfile}"
    echo "host all all all scram-sha-256" >>"${PGDATA}/pg_hba.conf"
    db="${POSTGRES_DB:-${user}}"
    if [ "${db}" != postgres ]; then
      echo "CREATE DATABASE \"${db}\" OWNER \"${user}\";" | as_postgres postgres --single -D "${PGDATA}" postgres >/dev/null
    fi
  fi
  exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -D "${PGDATA}" \
    -c listen_addresses='*' -c unix_socket_directories=/var/run/postgresql "$@"
fi
exec "$@"
