#!/bin/sh
# Regenerates the committed expectations with CPython 3.11:
#   corpus/*.py -> corpus/*.dump (ast.dump) and corpus/*.pos (with positions)
#   errors/*.py -> errors/*.exp  ("Type: msg (line L, offset O)")
here=$(cd "$(dirname "$0")" && pwd)
PY=${PY:-python3}
"$PY" -c 'import sys; assert sys.version_info[:2] == (3, 11), "need CPython 3.11"' || exit 1
for f in "$here"/corpus/*.py; do
  "$PY" "$here/pydump.py" dump "$f" > "${f%.py}.dump"
  "$PY" "$here/pydump.py" pos "$f" > "${f%.py}.pos"
done
for f in "$here"/errors/*.py; do
  "$PY" "$here/pydump.py" err "$f" > "${f%.py}.exp"
done
