#!/usr/bin/env bash
# A throwaway PostgreSQL from Debian's packages for the lead-store contract tests ("CI
# starts a real PostgreSQL from Debian's packages for it").
#
#   DATABASE_URL=$(scripts/test-postgres.sh)   # start, or reuse the one already running
#   scripts/test-postgres.sh --stop            # stop it and delete its data
#   scripts/test-postgres.sh --crash           # stop it at once (pg_ctl -m immediate), keeping its data
#
# After --crash (or any stop that kept the data), the plain call starts the same cluster again, on
# the port it had before when that port is free, so the URL stays the same and PostgreSQL
# recovers from its WAL as after a power cut. The restart tests use it on a cluster of their own.
#
# Prints only the DATABASE_URL on stdout (progress goes to stderr). PostgreSQL refuses to run as
# root, so as root the server runs as the `postgres` user. Trust authentication on 127.0.0.1 only:
# it is a test database that lives in a temporary folder.
# Settings: PG_TEST_DIR (default $TMPDIR/dealer-sites-postgres), PG_TEST_PORT (first port tried,
# default 55432), PG_TEST_DB (default dealer_sites_test).
set -euo pipefail

DIR="${PG_TEST_DIR:-${TMPDIR:-/tmp}/dealer-sites-postgres}"
DATA="$DIR/data"
FIRST_PORT="${PG_TEST_PORT:-55432}"
DB="${PG_TEST_DB:-dealer_sites_test}"

log() { echo "test-postgres: $*" >&2; }

# Debian keeps the server binaries out of PATH, one folder per major version; take the newest.
bindir() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [[ -n "$found" && -x "$found/pg_ctl" ]]; then echo "$found"; return; fi
  if command -v pg_ctl >/dev/null; then dirname "$(readlink -f "$(command -v pg_ctl)")"; return; fi
  log "no PostgreSQL server found: apt-get install postgresql"
  exit 1
}
BIN=$(bindir)

# Runs a PostgreSQL program as the user that owns the cluster (postgres when we are root).
as_owner() {
  # From /, because postgres may not be allowed into the caller's folder.
  if [[ $EUID -eq 0 ]]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

running() { [[ -f "$DATA/postmaster.pid" ]] && as_owner "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; }

# The port is line 4 of postmaster.pid, so a reused server is found wherever it started.
running_port() { sed -n 4p "$DATA/postmaster.pid"; }

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

if [[ "${1:-}" == "--stop" ]]; then
  if running; then as_owner "$BIN/pg_ctl" -D "$DATA" -m fast -w stop >&2; fi
  rm -rf "$DIR"
  log "stopped; removed $DIR"
  exit 0
fi

if [[ "${1:-}" == "--crash" ]]; then
  if running; then as_owner "$BIN/pg_ctl" -D "$DATA" -m immediate -w stop >&2; fi
  log "crashed (immediate stop); data kept in $DATA"
  exit 0
fi

if ! running; then
  if [[ ! -f "$DATA/PG_VERSION" ]]; then
    rm -rf "$DIR"
    mkdir -p "$DIR"
    if [[ $EUID -eq 0 ]]; then chown postgres: "$DIR"; fi
    chmod 700 "$DIR"
    log "initdb in $DATA"
    # --no-sync: a throwaway cluster; the server itself still commits durably.
    as_owner "$BIN/initdb" -D "$DATA" -U postgres -A trust -E UTF8 --no-sync >/dev/null
  fi
  # The port of the last start first (kept in $DIR/port), so a restarted cluster keeps its URL.
  restart=0
  if [[ -f "$DIR/port" ]]; then restart=1; fi
  port=$(cat "$DIR/port" 2>/dev/null || echo "$FIRST_PORT")
  # A port free when looked at may be taken before the server binds it (the ephemeral range these ports are in is
  # every other process's too): a start that fails says why from the server's log and tries the next port, 3 times.
  # A restart tries its own port again first, a second later: the clients hold its URL, and a server stopped at once
  # may still be letting go of it (a restart that moved left the chaos test's server calling the old port).
  for attempt in 1 2 3 4 5; do
    while port_in_use "$port"; do port=$((port + 1)); done
    if [[ $restart -eq 1 && "$port" != "$(cat "$DIR/port")" ]]; then
      log "port $(cat "$DIR/port") of the last start is taken: starting on $port, a new URL"
    fi
    echo "$port" >"$DIR/port"
    log "starting on 127.0.0.1:$port"
    # The socket goes in our folder: /var/run/postgresql may not exist or not be ours.
    if as_owner "$BIN/pg_ctl" -D "$DATA" -l "$DIR/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $DIR" start >&2; then
      break
    fi
    log "the server did not start (attempt $attempt); its log ends:"
    tail -n 5 "$DIR/server.log" >&2 || true
    if [[ $attempt -eq 5 ]]; then exit 1; fi
    if [[ $restart -eq 1 && $attempt -lt 3 ]]; then sleep 1; else port=$((port + 1)); fi
  done
else
  log "reusing the server already running"
fi

port=$(running_port)
exists=$("$BIN/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -Atc \
  "SELECT 1 FROM pg_database WHERE datname = '$DB'")
if [[ "$exists" != "1" ]]; then
  "$BIN/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -qc "CREATE DATABASE \"$DB\"" >&2
fi
echo "postgres://postgres@127.0.0.1:$port/$DB"
