/*
 * py.h: what every runtime file shares. Per-run state hangs off the Lua state's extra
 * space (never C globals); errors raise Python exceptions through the prelude.
 */
#ifndef MOONPY_PY_H
#define MOONPY_PY_H

#include <stddef.h>
#include "lua.h"
#include "lauxlib.h"

/* Per-run accounting and limits; the host (src/sandbox.c) owns it. NULL when a runtime
 * module is used outside the sandbox (unit tests): then nothing is charged. */
typedef struct py_Run {
    long long ops;        /* operations charged so far */
    long long max_ops;    /* 0 = unlimited */
    double deadline;      /* monotonic seconds; 0 = none */
    size_t mem, mem_peak; /* bytes in use by the Lua state, and the peak */
    size_t max_mem;       /* 0 = unlimited */
    int limit_hit;        /* set when a limit error was raised: the run is over */
} py_Run;

#define py_run(L) (*(py_Run **)lua_getextraspace(L))
/* The deadline of a cancelled run (src/sandbox.c's sbx_cancel): long past, and not a time */
#define PY_DEADLINE_CANCELLED 1e-9

/* Raise Python exception `tname` (a builtin exception class name) with a printf-style
 * message, exactly as CPython words it. Never returns. */
int py_raise(lua_State *L, const char *tname, const char *fmt, ...);
/* Raise tname(err, msg), an exception of two arguments like CPython's OverflowError(34, ...). */
int py_raise_errno(lua_State *L, const char *tname, int err, const char *msg);

/* Charge n operations to the budget (C loops proportional to their input call this
 * before the work); raises the uncatchable limit error when a limit is exceeded. */
void py_charge(lua_State *L, long long n);
/* A TimeoutError now when an operation of at least `seconds` cannot end before the deadline
 * (for C work, such as one GMP call, that the watchdog cannot interrupt). */
void py_charge_time(lua_State *L, double seconds);

/* Raise the uncatchable limit error `what` ("MemoryError", "TimeoutError",
 * "OperationLimit"): no Python `except` can catch it. Never returns. */
int py_limit(lua_State *L, const char *what, const char *msg);

double py_clock(void);

#endif
