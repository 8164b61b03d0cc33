#!/usr/bin/env bash
# Starts a throwaway PostgreSQL (Debian's `postgresql` package) on 127.0.0.1 in a temporary
# directory, for the server tests. Prints two lines: DATABASE_URL=... and PGDIR=... .
#   tools/scripts/pg-test.sh start        start one (free port), print its URL
#   tools/scripts/pg-test.sh stop DIR     stop the one in DIR and delete DIR
#   tools/scripts/pg-test.sh down DIR [immediate|fast]
#                                   stop its server ('immediate' is a crash), keep its data
#   tools/scripts/pg-test.sh up DIR       start it again, on the same port
# The cluster lives in /dev/shm when that memory file system has room, else in /tmp. fsync stays on;
# on a disk each commit's sync waited on the device, and so did a crashed cluster's sync of its whole
# data directory before recovery; in memory they return at once. What the tests stop it for (an
# acknowledged commit surviving the server's crash) holds either way: the kernel keeps what was written.
# Each cluster records the process that asked for it (its pid and start time, in DIR/owner); `start`
# first stops the clusters whose owner is gone, left behind when a test run was killed with -9 before
# its teardown could stop them.
# PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user
# (created by the Debian package) and runs through runuser.
set -euo pipefail

find_bin() {
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(command -v pg_ctl)"; return; fi
  local d
  for d in /usr/lib/postgresql/*/bin; do
    if [ -x "$d/pg_ctl" ]; then echo "$d"; return; fi
  done
  echo "PostgreSQL is not installed: on Debian/Ubuntu run 'apt-get install -y postgresql' (the server tests start their own throwaway cluster from it)." >&2
  exit 2
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# fsync on: the durability tests stop this cluster abruptly and count on acknowledged commits surviving.
start_server() { # BIN DIR PORT
  as_owner "$1/pg_ctl" -D "$2/data" -l "$2/server.log" -w -t 60 \
    -o "-h 127.0.0.1 -p $3 -k $2 -c fsync=on -c synchronous_commit=on -c max_connections=200" start >/dev/null \
    || { cat "$2/server.log" >&2; exit 1; }
}

# "pid start-time" of a process, or nothing when it is gone (the start time tells a reused pid apart).
identity() { # PID
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 0
  stat=${stat##*) }
  echo "$1 $(echo "$stat" | cut -d' ' -f20)"
}

# /dev/shm with at least 2 GB free, else /tmp.
scratch_base() {
  local free
  free=$(df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 { print $4 }')
  if [ -d /dev/shm ] && [ -w /dev/shm ] && [ "${free:-0}" -ge 2097152 ]; then echo /dev/shm; else echo /tmp; fi
}

sweep_orphans() { # BIN
  local d owner
  for d in /dev/shm/carto-pg.* /tmp/carto-pg.*; do
    [ -f "$d/owner" ] || continue
    owner=$(cat "$d/owner")
    [ "$(identity "${owner%% *}")" = "$owner" ] && continue
    as_owner "$1/pg_ctl" -D "$d/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$d"
  done
}

case "${1:-}" in
  start)
    BIN=$(find_bin)
    sweep_orphans "$BIN"
    DIR=$(mktemp -d "$(scratch_base)/carto-pg.XXXXXX")
    if [ "$(id -u)" = 0 ]; then
      id postgres >/dev/null 2>&1 || { echo "Running as root needs the 'postgres' user (the postgresql package creates it)." >&2; exit 2; }
      chown postgres "$DIR"
    fi
    PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")
    as_owner "$BIN/initdb" -D "$DIR/data" -U carto --auth=trust -E UTF8 --no-locale --no-sync >"$DIR/initdb.log" 2>&1 \
      || { cat "$DIR/initdb.log" >&2; exit 1; }
    echo "$PORT" >"$DIR/port"
    identity "$PPID" >"$DIR/owner"
    start_server "$BIN" "$DIR" "$PORT"
    echo "DATABASE_URL=postgres://carto@127.0.0.1:$PORT/postgres"
    echo "PGDIR=$DIR"
    ;;
  down)
    DIR=${2:?usage: pg-test.sh down DIR [immediate|fast]}
    as_owner "$(find_bin)/pg_ctl" -D "$DIR/data" -m "${3:-immediate}" -w stop >/dev/null
    ;;
  up)
    DIR=${2:?usage: pg-test.sh up DIR}
    start_server "$(find_bin)" "$DIR" "$(cat "$DIR/port")"
    ;;
  stop)
    DIR=${2:?usage: pg-test.sh stop DIR}
    BIN=$(find_bin)
    as_owner "$BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
    ;;
  *)
    echo "usage: tools/scripts/pg-test.sh start | stop DIR | down DIR [immediate|fast] | up DIR" >&2
    exit 64
    ;;
esac
