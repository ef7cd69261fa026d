#!/bin/sh
# opcount.sh: instructions per operation, moonpy against CPython, exact on a loaded machine.
#   tools/opcount.sh "SETUP" "OP" [N]     e.g. tools/opcount.sh 's = "a b"' 'x = s.split()'
# OP runs N times (default 100000) in a loop inside a function after SETUP (one line, `;` for
# more); each interpreter runs under valgrind (callgrind) with the loop and without OP, and the
# difference per iteration is printed with the ratio. MOONPY (default build/moonpy) and PYTHON
# (default python3's real binary, not a pyenv shim) choose the two.
set -eu
setup=$1 op=$2 n=${3:-100000}
moonpy=${MOONPY:-build/moonpy}
python=${PYTHON:-$(python3 -c 'import sys; print(sys.executable)')}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf 'def main():\n    %s\n    for _ in range(%s):\n        %s\nmain()\n' "$setup" "$n" "$op" >"$dir/op.py"
printf 'def main():\n    %s\n    for _ in range(%s):\n        pass\nmain()\n' "$setup" "$n" >"$dir/empty.py"
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    awk '/refs:/ { gsub(",", "", $4); print $4 }'
}
py=$(count "$python" "$dir/op.py") pe=$(count "$python" "$dir/empty.py")
mp=$(count "$moonpy" run "$dir/op.py") me=$(count "$moonpy" run "$dir/empty.py")
echo "$py $pe $mp $me $n" | awk -v op="$op" '{ a = ($1 - $2) / $5; b = ($3 - $4) / $5
  printf "%s | python %.0f moonpy %.0f instructions | ratio %.2f\n", op, a, b, b / (a < 1 ? 1 : a) }'
