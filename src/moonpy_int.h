/* moonpy_int.h: the host's internal interfaces (sandbox, compiler, embedded sources). */
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
    void *dst; /* FLAG, INT: int (a flag is set to 1); SIZE: size_t; SECONDS: double; COUNT: long long */
    double min, max;
    int min_excl;
} Opt;
/* If argv[*i] names one of opts, stores its value (taking it from argv[*i + 1] and advancing
 * *i) and returns 1; returns 0 if it names none of them, and -1 after telling stderr why its
 * value is missing or refused (the command then exits with status 2). prog: "moonpy", ... */
int opt_parse(const Opt *opts, int argc, char **argv, int *i, const char *prog);
int opt_size(const char *s, size_t *out);    /* 4096, 64K, 256M, 1.5G, 256MiB, 1GB */
int opt_seconds(const char *s, double *out); /* 30, 0.5 */
int opt_count(const char *s, long long *out); /* 0, 100000 */

/* The trusted compiler state: Python source -> Lua source. */
typedef struct Compiler Compiler;
Compiler *cmp_new(void);
void cmp_free(Compiler *c);
/* Translates; on success returns 1 and sets *lua / *meta (owned by c until the next call).
 * On failure returns 0 and sets *err to a message "SyntaxError: ... (line N)". */
int cmp_translate(Compiler *c, const char *src, size_t len, const char *filename,
                  const char **lua, size_t *lualen, const char **linemap, const char **err);

/* keep_last: store the value of a final expression statement (for sessions' `result`). */
int cmp_translate_opts(Compiler *c, const char *src, size_t len, const char *filename,
                       int keep_last, const char **lua, size_t *lualen, const char **linemap,
                       const char **err);

/* The sandbox: one Lua state that runs translated programs. */
typedef struct SbxLimits {
    size_t max_memory;    /* bytes */
    double timeout;       /* seconds */
    long long max_ops;    /* 0 = unlimited */
    size_t max_output;    /* bytes */
} SbxLimits;

typedef struct Sandbox Sandbox;
typedef void (*SbxWriter)(void *ud, const char *s, size_t n);
Sandbox *sbx_new(const SbxLimits *lim, SbxWriter out, void *outud);
void sbx_free(Sandbox *s);
lua_State *sbx_state(Sandbox *s);
py_Run *sbx_run_stats(Sandbox *s);
/* Pushes the prelude's runtime table R onto the sandbox state's stack. */
void sbx_push_runtime(Sandbox *s);
/* Runs translated Lua. Returns 0 on success, 1 on an uncaught Python exception or a limit;
 * then *tb holds the traceback text (owned by the sandbox until the next call). */
int sbx_exec(Sandbox *s, const char *lua, size_t len, const char *filename, const char *pysrc,
             const char **tb);

/* The watchdog (watchdog.c): a timer signal that stops the running Lua thread. */
void wd_install(void);                       /* once, before any seccomp filter */
void wd_arm(lua_State *L, double seconds);   /* L: the main thread of the run */
void wd_disarm(lua_State *L);
void wd_interrupt(const char *what, const char *msg); /* async-signal-safe */
lua_State *wd_swap(lua_State *L);            /* set the running thread; returns the previous */
void wd_check(lua_State *L);                 /* raise if the watchdog fired */
lua_State *wd_target(void);

#endif
