/* moonpy_int.h: the host's internal interfaces: buffers, embedded sources, options, the compiler
 * state, the sandbox and its one run path (SbxRequest -> SbxOutcome), the watchdog. */
#ifndef MOONPY_INT_H
#define MOONPY_INT_H

#include <stddef.h>
#include "lua.h"
#include "py.h"

/* Byte buffers (buf.c), C memory: never held across a Lua call that can raise. */
typedef struct Buf {
    char *p;
    size_t n, cap;
} Buf;
void buf_add(Buf *b, const void *s, size_t n);
void buf_adds(Buf *b, const char *s);
void buf_addc(Buf *b, char c);
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_drop(Buf *b, size_t n); /* removes the first n bytes */
void buf_free(Buf *b);
/* The one UTF-8 decoder of the host: the length of the valid UTF-8 sequence at s (RFC 3629: no
 * overlongs, no surrogates, at most U+10FFFF), or 0 if the bytes there are not one. */
size_t utf8_seq(const unsigned char *s, size_t n);
/* v with thousands separators ("1,234,567") in out; returns out. */
const char *buf_commas(size_t v, char out[32]);
/* Appends the head and the tail of a text of `total` bytes whose middle is left out, around a
 * line that says how much of `what` ("output", "the result") was cut. The head ends after a
 * newline near its end and the tail starts after one near its start when there is one, else
 * both are cut at UTF-8 character boundaries. */
void buf_add_cut(Buf *b, const char *head, size_t hn, const char *tail, size_t tn, size_t total,
                 const char *what);
/* Appends s, or its head and tail (about max bytes in all) around that line if it is longer
 * than max (0: no limit). */
void buf_add_clipped(Buf *b, const char *s, size_t n, size_t max, const char *what);
/* Appends s with each NUL byte and each byte that is not valid UTF-8 replaced by U+FFFD. */
void buf_add_utf8(Buf *b, const char *s, size_t n);

typedef struct EmbeddedFile {
    const char *dir, *name, *data;
    size_t size;
} EmbeddedFile;
extern const EmbeddedFile moonpy_embedded[];

/* The import allowlist, generated from runtime/init.lua (tools/embed.lua): the Python name, a
 * one-line summary, the module's Lua part (runtime/<lua>.lua) or NULL, its C part or NULL. */
typedef struct EmbeddedModule {
    const char *name, *summary, *lua;
    lua_CFunction open;
} EmbeddedModule;
extern const EmbeddedModule moonpy_modules[];

/* Pushes a loader for embedded module `dir/name`; returns 0 if there is none. */
int emb_load(lua_State *L, const char *dir, const char *name);
/* Opens a standard library into L under its usual global name. */
void emb_openlib(lua_State *L, const char *name, lua_CFunction open);

/* Command-line options (options.c): one parser of sizes, seconds and counts for every command.
 * A command lists its options in a table ending with {NULL}; min/max bound the value (max 0:
 * none; min_excl: the minimum itself is refused). */
typedef enum { OPT_FLAG, OPT_SIZE, OPT_SECONDS, OPT_COUNT, OPT_INT } OptKind;
typedef struct Opt {
    const char *name; /* "--max-memory" */
    OptKind kind;
    void *dst; /* FLAG, INT: int (a flag is set to 1); SIZE: size_t; SECONDS: double;
                * COUNT: long long */
    double min, max;
    int min_excl;
} Opt;
/* If argv[*i] names one of opts, stores its value (taking it from argv[*i + 1] and advancing
 * *i) and returns 1; returns 0 if it names none of them, and -1 after telling stderr why its
 * value is missing or refused (the command then exits with status 2). prog: "moonpy", ... */
int opt_parse(const Opt *opts, int argc, char **argv, int *i, const char *prog);
int opt_size(const char *s, size_t *out);     /* 4096, 64K, 256M, 1.5G, 256MiB, 1GB */
int opt_seconds(const char *s, double *out);  /* 30, 0.5 */
int opt_count(const char *s, long long *out); /* 0, 100000 */

/* The trusted compiler state: Python source -> Lua source. */
typedef struct Compiler Compiler;
Compiler *cmp_new(void);
void cmp_free(Compiler *c);
lua_State *cmp_state(Compiler *c); /* its Lua state (the fuzz targets' coverage hook) */
/* Translates; on success returns 1 and sets *lua / *meta (owned by c until the next call).
 * On failure returns 0 and sets *err to a message "SyntaxError: ... (line N)". */
int cmp_translate(Compiler *c, const char *src, size_t len, const char *filename, const char **lua,
                  size_t *lualen, const char **linemap, const char **err);

/* keep_last: store the value of a final expression statement (for sessions' `result`).
 * deadline: a py_clock() time past which the translation stops with a TimeoutError text
 * (0: none). The error text is valid UTF-8 (bytes that are not, and NUL, become U+FFFD). */
int cmp_translate_opts(Compiler *c, const char *src, size_t len, const char *filename,
                       int keep_last, double deadline, const char **lua, size_t *lualen,
                       const char **linemap, const char **err);

/* The REPL's translation (transpiler/interactive.lua): one input of the prompt (mode "single":
 * an expression statement shows its value; the input may be incomplete), a whole file ("exec"),
 * or the source of eval() ("eval": one expression, its value kept as a cell's result).
 * Returns 1 with lua, linemap and (want_ast) ast set; 0 if more lines are needed; -1 with err
 * set (a SyntaxError report). The strings are owned by c until its next call. */
typedef struct CmpInteractive {
    const char *lua, *linemap, *ast, *err;
    size_t lualen;
} CmpInteractive;
int cmp_interactive(Compiler *c, const char *src, size_t len, const char *filename,
                    const char *mode, int want_ast, double deadline, CmpInteractive *out);

/* The words of the limit errors that the host raises (one definition each). */
#define SBX_MEMORY_LIMIT "memory limit exceeded"
#define SBX_OUTPUT_LIMIT "output limit exceeded"
#define SBX_TIME_LIMIT "time limit exceeded"
#define SBX_CANCELLED "the run was cancelled"

/* The sandbox (sandbox.c): one Lua state that runs translated programs, one run at a time. */
typedef struct SbxLimits {
    size_t max_memory; /* bytes of the Lua heap; 0 = unlimited */
    double timeout;    /* seconds of wall time; 0 = none */
    long long max_ops; /* operations (loop iterations, work in C); 0 = unlimited */
    size_t max_output; /* bytes the program may print; 0 = unlimited */
    size_t max_result; /* a cell's result, as the size of its text (session.lua); 0 = unlimited */
    size_t log_budget; /* captured output kept: past it the head and the tail (half each) with a
                        * line saying how much was cut; printing more is not an error. 0 = all */
} SbxLimits;

/* What a run is. */
typedef struct SbxRequest {
    const char *lua; /* the translated chunk (cmp_translate) */
    size_t lua_len;
    const char *source; /* the Python source, for tracebacks */
    size_t source_len;
    const char *filename;     /* as tracebacks name it: "<string>", "<stdin>", a path */
    const char *syntax_error; /* the translation failed with this text: nothing runs, the
                               * outcome is that SyntaxError (lua is not used) */
    int cell;  /* a session's cell: its result (the variable `result`, else the value of a final
                * expression, which the chunk keeps when translated with keep_last) is exported */
    int typed; /* a cell's value tree tells big ints and other objects from str
                * (session.lua's S.export: the C API and the Lua module) */
    SbxLimits limits;
    double t0; /* py_clock() when the request began (wall_ms counts from it); 0 = now */
} SbxRequest;

typedef struct SbxStr {
    const char *s; /* NULL: absent */
    size_t n;
} SbxStr;

/* The neutral outcome of a run: what every face makes its answer of. Its strings and its
 * value belong to the sandbox until its next run. */
typedef struct SbxOutcome {
    int status; /* 0, 1 after an uncaught exception or a limit, or the status of SystemExit */
    int failed; /* error is set: an uncaught exception, a limit, a SyntaxError */
    struct {
        SbxStr type, message, traceback; /* "ZeroDivisionError", "division by zero", ... */
        SbxStr hint;                     /* what the caller can do about it, or absent */
        long long line;                  /* the Python line it points at; -1 if none */
    } error;
    /* A cell's result: repr.s is NULL if it has none. The value is the exported tree
     * (runtime/session.lua: None is a light userdata NULL, bool, integer, float, string,
     * {tag = "list"|"tuple"|"dict", n, ...}) at stack index `value` of sbx_state(); 0 when
     * there is none or it was too large. */
    SbxStr repr;
    size_t repr_len; /* the whole repr's length: repr.s keeps only its head and tail if longer */
    int value;
    int too_large; /* the result's tree is larger than limits.max_result */
    int fallback;  /* exporting it raised: the value is its repr, not held to max_result */
    SbxStr logs;   /* what the program printed, when the sandbox captures it (no writer) */
    struct {
        long long operations;
        double wall_ms;
        size_t memory_peak_bytes;
        size_t output_bytes; /* printed in all, also what the log budget left out */
    } stats;
} SbxOutcome;

/* pool.c: the sandbox's allocator for blocks of up to POOL_MAX bytes (lua_Alloc's contract:
 * ptr NULL for a new block, nsize 0 to free) */
#define POOL_STEP 16
#define POOL_MAX 512
typedef struct Pool {
    void *free[POOL_MAX / POOL_STEP + 1]; /* per size class: the free blocks, linked */
    struct Slab *slabs;
    char *cur; /* the unused rest of the newest slab */
    size_t left;
} Pool;
void *pool_realloc(Pool *p, void *ptr, size_t osize, size_t nsize);
void pool_destroy(Pool *p); /* after lua_close: gives the slabs back */

typedef struct Sandbox Sandbox;
typedef void (*SbxWriter)(void *ud, const char *s, size_t n);
/* out: where the program's output goes as it prints; NULL to capture it (SbxOutcome.logs). */
Sandbox *sbx_new(SbxWriter out, void *outud);
void sbx_free(Sandbox *s);
lua_State *sbx_state(Sandbox *s);
/* Where the output of the next runs goes (NULL: captured in logs). */
void sbx_set_writer(Sandbox *s, SbxWriter out, void *outud);
/* Pushes runtime/session.lua's function `name` (S.reset, S.hostfn ...): for the faces' own
 * requests between runs (src/capi.c, src/repl_worker.c). */
void sbx_session_fn(Sandbox *s, const char *name);
/* The one run path: sets the limits, the watchdog and the output cap, runs the request,
 * disarms them, and fills *o. Returns o->status. */
int sbx_run(Sandbox *s, const SbxRequest *q, SbxOutcome *o);
/* Async-signal-safe: stops the current run with the limit error Cancelled, or the next one
 * if none runs now; sbx_uncancel forgets it (before a new request is read). */
void sbx_cancel(Sandbox *s);
void sbx_uncancel(Sandbox *s);
/* Calls each(ud, name, summary) for the builtins, sorted by name; 0 if they cannot be listed.
 * Between runs only: it clears the state's stack (a previous outcome's strings and value). */
int sbx_list_builtins(Sandbox *s, void (*each)(void *ud, const char *name, const char *summary),
                      void *ud);

/* The watchdog (watchdog.c): a timer signal that stops the running Lua thread. */
void wd_install(void); /* once, before any seccomp filter */
/* L: the main thread of the run; filename: the program's, as R.exec names its chunk. */
void wd_arm(lua_State *L, double seconds, const char *filename);
void wd_disarm(lua_State *L);
void wd_interrupt(const char *what, const char *msg); /* async-signal-safe */
lua_State *wd_swap(lua_State *L); /* set the running thread; returns the previous */
void wd_check(lua_State *L);      /* raise if the watchdog fired */
lua_State *wd_target(void);       /* the running thread, or NULL */
void wd_check_hook(lua_State *L); /* reinstall the watchdog's hook if it fired */

/* The sampling profiler (profile.c), `moonpy run --profile FILE`: a developer's tool. */
void prof_start(int hz);
void prof_stop(const char *path); /* writes the report to path ("-": stderr) */

#endif
