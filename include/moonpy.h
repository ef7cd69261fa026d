/*
 * moonpy.h: the C API of moonpy (libmoonpy): run the Python that language models write, inside
 * a sandbox, from a C program.
 *
 * Every function takes the mp_state it works on; the library keeps no state of its own between
 * calls (see "Threads" below for the one process-wide resource). A state is a session: runs
 * share its global names, like notebook cells, until mp_reset. Its outcome is the one every
 * moonpy face gives (the MCP tool's structuredContent):
 *
 *   {"result": <JSON value>, "logs": "<what print wrote>",
 *    "error": null | {"type": "...", "message": "...", "line": N | null, "traceback": "..."},
 *    "stats": {"operations": N, "wall_ms": N, "memory_peak_bytes": N}}
 *
 * `result` is the variable `result` if the code assigned it, else the value of a final
 * expression statement, else null. The limits (memory, time, operations, output) hold for every
 * line of Python; no `except` catches them.
 *
 * Threads: a state is used by one thread at a time; mp_cancel may be called from any thread or
 * a signal handler. The time limit uses the process's SIGALRM timer (setitimer ITIMER_REAL):
 * run one state at a time per process, and leave SIGALRM to moonpy.
 *
 * Link: `pkg-config --cflags --libs moonpy` (shared) or `pkg-config --static --cflags --libs
 * moonpy` (static). Only mp_* symbols are exported: moonpy's own Lua VM stays private, so a
 * program may link its own liblua beside it.
 */
#ifndef MOONPY_H
#define MOONPY_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define MOONPY_VERSION_MAJOR 0
#define MOONPY_VERSION_MINOR 1
#define MOONPY_VERSION_PATCH 0
#define MOONPY_VERSION "0.1.0"
/* MAJOR * 10000 + MINOR * 100 + PATCH: compare with #if MOONPY_VERSION_NUM >= 100 */
#define MOONPY_VERSION_NUM                                                                         \
    (MOONPY_VERSION_MAJOR * 10000 + MOONPY_VERSION_MINOR * 100 + MOONPY_VERSION_PATCH)

/* The version of the library actually linked (MOONPY_VERSION of its build). */
const char *mp_version(void);

typedef struct mp_state mp_state;

/* Limits of each run; 0 means none for every field. */
typedef struct mp_limits {
    size_t max_memory;        /* bytes of the Python heap (MemoryError past it) */
    double timeout;           /* seconds of wall time per run (TimeoutError) */
    long long max_operations; /* loop iterations and work done in C (OperationLimit) */
    size_t max_output;        /* bytes print may write (OutputLimit) */
    size_t max_result;        /* bytes of the result as JSON (past it: a note instead) */
} mp_limits;

/* The defaults: 256 MiB and 30 s (as `moonpy mcp` has them), no operation limit, 1 MiB of
 * output (past it the run ends with OutputLimit; the MCP server instead allows 64 MiB and cuts
 * its reply to a budget) and 1 MiB of result. */
void mp_limits_default(mp_limits *limits);

/* A new session with these limits (NULL: the defaults); NULL if it cannot start. */
mp_state *mp_open(const mp_limits *limits);
void mp_close(mp_state *s); /* NULL is allowed */
int mp_set_limits(mp_state *s, const mp_limits *limits);
void mp_get_limits(mp_state *s, mp_limits *limits);

/* Runs code (UTF-8; len < 0: NUL-terminated). *json_out (if json_out is not NULL) gets a
 * malloc'd JSON text of the outcome; free it with free(). Returns 0 when the code ran without
 * an uncaught exception, 1 after one (a limit or a SyntaxError included), the status of
 * SystemExit (exit(3) gives 3), -1 if the state is busy (a host function called mp_run). */
int mp_run(mp_state *s, const char *code, ptrdiff_t len, char **json_out);

/* Output as it is printed: fn gets each piece print writes (the outcome's logs still hold all
 * of it). NULL stops it. fn runs inside the run: it must not call into the same state. */
typedef void (*mp_output_fn)(void *ud, const char *s, size_t n);
void mp_set_output(mp_state *s, mp_output_fn fn, void *ud);

/* Stops the run under way (or the next one, if none is running) with the uncatchable error
 * `Cancelled`. Async-signal-safe; callable from any thread. */
void mp_cancel(mp_state *s);

/* Forgets every name the runs defined (host functions stay). */
int mp_reset(mp_state *s);

/* Translates Python to the Lua that moonpy runs. Returns 1 with *lua_out (malloc'd) and, if
 * linemap_out is not NULL, *linemap_out (malloc'd: "lua:python,..." where the lines differ, or
 * "identity"); returns 0 with *error_out (malloc'd: a CPython-style SyntaxError report). */
int mp_translate(mp_state *s, const char *code, ptrdiff_t len, char **lua_out, char **linemap_out,
                 char **error_out);

/* ---- values ---- */

/* A Python value as C data: what a run's result is and what host functions exchange. */
typedef enum mp_type {
    MP_NONE,
    MP_BOOL,
    MP_INT, /* fits in 64 bits */
    MP_FLOAT,
    MP_STR,    /* UTF-8 */
    MP_BIGINT, /* an int beyond 64 bits: str holds its decimal digits */
    MP_LIST,
    MP_TUPLE,
    MP_DICT,  /* items are the values, keys the keys, in insertion order */
    MP_OBJECT /* anything else: str holds its repr (a result only; as an argument, a str) */
} mp_type;

typedef struct mp_value mp_value;
struct mp_value {
    mp_type type;
    union {
        int boolean;
        long long integer;
        double number;
        struct {
            const char *s;
            size_t len;
        } str; /* MP_STR, MP_BIGINT, MP_OBJECT */
        struct {
            mp_value *items;
            mp_value *keys; /* MP_DICT only */
            size_t n;
        } seq; /* MP_LIST, MP_TUPLE, MP_DICT */
    } u;
};

/* A run's outcome as values; owned by the state until its next call. */
typedef struct mp_outcome {
    int status;     /* as mp_run returns it */
    int has_result; /* result is set (else it is MP_NONE and there was none) */
    mp_value result;
    int result_too_large; /* the result was over max_result: has_result is 0 */
    const char *repr;     /* repr of the result, or NULL */
    const char *logs;     /* what print wrote (NUL-terminated; logs_len bytes) */
    size_t logs_len;
    struct {
        const char *type; /* NULL: no error; else "ZeroDivisionError", "TimeoutError" ... */
        const char *message;
        const char *traceback; /* CPython's text */
        long long line;        /* the Python line, or -1 */
    } error;
    struct {
        long long operations;
        double wall_ms;
        size_t memory_peak_bytes;
    } stats;
} mp_outcome;

/* mp_run with the outcome as values (ints, floats and tuples keep their types) instead of JSON;
 * out is filled even when the return value is nonzero. */
int mp_run_value(mp_state *s, const char *code, ptrdiff_t len, mp_outcome *out);

/* The session's global `name` (a run of the expression `name`, under the limits: a repr may
 * be Python code): 0 with *out set (owned by the state until its next call), 1 if it is not
 * defined or is not a name, with out->error describing why. */
int mp_get(mp_state *s, const char *name, mp_outcome *out);
/* Sets the session's global `name` to v: 0, or 1 if name is not a Python identifier. */
int mp_set(mp_state *s, const char *name, const mp_value *v);

/* ---- host functions: Python calls them by name ---- */

/* JSON in, JSON out. args_json is a JSON array of the arguments (converted as a result is),
 * args_len bytes and NUL-terminated.
 * Return 0 with *result_json set to a malloc'd JSON text (NULL: None), which moonpy frees; or
 * nonzero to raise in Python, with *result_json NULL or a malloc'd message (RuntimeError). */
typedef int (*mp_host_fn)(void *ud, const char *args_json, size_t args_len, char **result_json);
int mp_register(mp_state *s, const char *name, mp_host_fn fn, void *ud);

/* Typed values. The function returns a value with mp_return (copied at once, so it may point
 * into the host's own memory), or raises with `return mp_raise(call, "ValueError", "...")`
 * (a name that is not a builtin exception becomes RuntimeError); returning 0 without either
 * returns None. The arguments stay valid until the function returns. */
typedef struct mp_call mp_call;
typedef int (*mp_host_value_fn)(void *ud, mp_call *call, const mp_value *args, size_t nargs);
int mp_register_value(mp_state *s, const char *name, mp_host_value_fn fn, void *ud);
void mp_return(mp_call *call, const mp_value *v);
int mp_raise(mp_call *call, const char *type, const char *message);
mp_state *mp_call_state(mp_call *call);

#ifdef __cplusplus
}
#endif
#endif
