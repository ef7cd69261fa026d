#!/bin/sh
# The C style of the tree (STYLE.md, .clang-format): every C file git tracks is formatted as
# Debian's clang-format reads .clang-format (generated tables in runtime/data/ opt out with
# `clang-format off`), and every if/for/while/else has braces (clang-format 14 cannot insert
# them: a line that starts a block without `{` is reported).
#   tools/check_style.sh
cd "$(dirname "$0")/.." || exit 2
command -v clang-format >/dev/null 2>&1 || { echo "clang-format is not installed (setup.sh)"; exit 1; }
bad=0; n=0
for f in $(git ls-files '*.c' '*.h'); do
  n=$((n + 1))
  if ! clang-format --dry-run -Werror "$f" >/dev/null 2>&1; then
    echo "not formatted: $f (clang-format -i $f)"; bad=$((bad + 1))
  fi
  # a control statement whose body is not a block: `if (x) y;` or a bare line after `if (x)`
  awk -v f="$f" '
    /clang-format off/ { off = 1 } /clang-format on/ { off = 0 }
    !off && /^[ \t]*(if|for|while) *\(.*\)[ \t]*[^{ \t].*;[ \t]*$/ && !/\\$/ {
      print f ":" NR ": a block without braces"; bad = 1 }
    !off && /^[ \t]*} else [^{i]/ { print f ":" NR ": an else without braces"; bad = 1 }
    END { exit bad }' "$f" || bad=$((bad + 1))
done
echo "$n files, $bad not in style"
[ "$bad" -eq 0 ]
