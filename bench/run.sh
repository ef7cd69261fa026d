#!/bin/sh
# The bench runner is bench/run.py (plain python3); this stays for old habits.
#   bench/run.sh [-n RUNS] [--no-mcp] [program ...]     (MOONPY, PY and REPEAT are read as before)
exec python3 "$(dirname "$0")/run.py" "$@"
