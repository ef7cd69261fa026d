# Deliberate difference: tracebacks (printed, and the traceback module's text) have no caret
# lines (`~~^~~`) under the failing part of a line.
# Why: moonpy keeps each frame's line, not the columns of the expression that failed; the
# frames, lines and messages are CPython's. Statements that fail as a whole (raise, a bare
# call) show no carets in CPython either.
# CPython: "    return 1 / x" then "           ~~^~~". moonpy: the source line alone.
import traceback
def f(x):
    return 1 / x
try:
    f(0)
except ZeroDivisionError:
    print(traceback.format_exc())
