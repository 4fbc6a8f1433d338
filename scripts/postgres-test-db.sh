#!/usr/bin/env bash
# Starts the machine's PostgreSQL cluster and (re)creates the test database the API and sign-in
# suites use when DATABASE_URL is set.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -V | tail -1)
cluster=$(pg_lsclusters -h | awk -v v="$version" '$1==v {print $2; exit}')
if [ -z "$cluster" ]; then
  pg_createcluster "$version" main >/dev/null
  cluster=main
fi
pg_ctlcluster "$version" "$cluster" start 2>/dev/null || true
for _ in $(seq 1 30); do
  su postgres -c "psql -qAtc 'select 1'" >/dev/null 2>&1 && break
  sleep 1
done
su postgres -c "psql -qc \"ALTER USER postgres PASSWORD 'postgres'\""
# One database per service: Kysely's migrator introspects every schema of its database, so a
# suite dropping its schema while the other service's suite migrates would break it.
# The API suite's second jest worker keeps its own database (meridian_test_w2, test/helpers/db.ts).
for db in meridian_test meridian_test_w2 meridian_sign_in_test; do
  su postgres -c "psql -qc 'DROP DATABASE IF EXISTS $db'"
  su postgres -c "psql -qc 'CREATE DATABASE $db'"
done
echo "PostgreSQL $version ($cluster) ready: postgres://postgres:postgres@127.0.0.1:5432/{meridian_test,meridian_sign_in_test}"
