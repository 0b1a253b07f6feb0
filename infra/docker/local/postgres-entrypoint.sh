#!/bin/sh
# The local stand-in's entrypoint, doing what the official postgres image's does for this stack
# (images-test only; docs/images.md): a first start initialises the cluster with POSTGRES_PASSWORD
# for the postgres superuser, password logins over the network, trust on the local socket (the
# health check's pg_isready); then the command (`postgres -c ...`) runs as the postgres user.
set -eu
mkdir -p "$PGDATA" /run/postgresql
chown postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}"
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  chown postgres "$pwfile"
  setpriv --reuid=postgres --regid=postgres --init-groups initdb -D "$PGDATA" -U postgres --pwfile="$pwfile" \
    --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups "$@"
