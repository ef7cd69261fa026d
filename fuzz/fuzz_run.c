/*
 * fuzz_run.c: libFuzzer target for the runtime: the input is a Python program (the seed
 * corpus is tests/py and friends; libFuzzer mutates and splices them, with fuzz/python.dict),
 * translated as a session cell and run in the sandbox with small limits: 64 MiB of memory, a
 * 1 s timeout, 2,000,000 operations, 64 KiB of output.
 *
 * Any outcome is fine except (a finding: abort, so libFuzzer keeps the input)
 *   - a crash, a sanitizer report, or a run that does not come back (a watchdog thread aborts
 *     after 10 s: the run's own timer is SIGALRM, which libFuzzer's -timeout also uses);
 *   - a run past its limits: CPU time over the timeout by more than 2 s, the Lua heap's peak
 *     (which counts making the outcome, after the caps are off) over the cap by more than
 *     8 MiB, output over its cap, or freeing the state (finalizers) taking more than 2 s;
 *   - an error that leaks the runtime: "SystemError: internal error...", "moonpy generated
 *     invalid Lua" (unless Lua refused the chunk for its own limits, see fuzz/README.md), or
 *     an error text or traceback that shows Lua's words ("attempt to ...", "bad argument #"),
 *     a Lua value's address ("table: 0x"), a runtime chunk ("[moonpy ") or a host path,
 *     when those words are not in the program itself.
 * The lines of the runtime's Lua files count as coverage (luacov.h). Each input runs in a
 * fresh sandbox (so a finding replays alone; the runtime's state is not
 * shared between inputs), as each MCP session is a fresh copy of the template.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "lauxlib.h"
#include "moonpy_int.h"
#include "luacov.h"

#define FUZZ_TARGET "fuzz_run"
#include "finding.h"

#ifndef MOONPY_SOURCE_DIR
#define MOONPY_SOURCE_DIR "/nonexistent"
#endif

#define MEM (64u << 20)
#define TIMEOUT 1.0
#define OPS 2000000
#define OUTPUT (64 * 1024)
#define HANG 10.0 /* seconds: a run that has not come back by then is a finding */
#define SLACK 2.0 /* seconds past the timeout */
#define MEMSLACK (8u << 20)

static Compiler *cmp;
static volatile double started; /* py_clock() when the current input began; 0 between */

static void *hang_watch(void *ud) {
    (void)ud;
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL); /* SIGALRM and friends go to the Lua thread */
    for (;;) {
        sleep(1);
        double t = started;
        if (t > 0 && py_clock() - t > HANG) {
            static const char msg[] = "fuzz_run: the run did not come back (hang)\n";
            write(2, msg, sizeof msg - 1);
            abort();
        }
    }
    return NULL;
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    cmp = cmp_new();
    if (!cmp) {
        fputs("fuzz_run: cannot start the compiler\n", stderr);
        exit(1);
    }
    pthread_t th;
    pthread_create(&th, NULL, hang_watch, NULL);
    pthread_detach(th);
    return 0;
}

static int has(SbxStr s, const char *needle) {
    return s.s && memmem(s.s, s.n, needle, strlen(needle)) != NULL;
}

/* Lua refuses some chunks for its own limits: a clean-error-missing, not a crash. */
static int lua_limit(SbxStr s) {
    return has(s, "(limit is ") || has(s, "C stack overflow") || has(s, "too many registers") ||
           has(s, "control structure too long");
}

/* A needle that is in the source may come from the program (a string it raises, a line the
 * traceback quotes): only one that is not there shows the runtime. */
static void check_text(SbxStr s, SbxStr src, const char *field) {
    static const char *const leaks[] = {"attempt to ",  "bad argument #",  "table: 0x",
                                        "function: 0x", "userdata: 0x",    "thread: 0x",
                                        "[moonpy ",     "stack traceback", MOONPY_SOURCE_DIR};
    for (size_t i = 0; i < sizeof leaks / sizeof *leaks; i++) {
        if (has(s, leaks[i]) && !has(src, leaks[i])) {
            char what[128];
            snprintf(what, sizeof what, "the error's %s shows the runtime (\"%s\")", field,
                     leaks[i]);
            finding(what, s.s, s.n);
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 16 * 1024) {
        return -1;
    }
    const char *src = (const char *)data;
    SbxRequest q = {.source = src,
                    .source_len = size,
                    .filename = "<string>",
                    .cell = 1,
                    .limits = {MEM, TIMEOUT, OPS, OUTPUT, 64 * 1024},
                    .t0 = 0};
    const char *lua, *map, *err;
    size_t lualen;
    if (cmp_translate_opts(cmp, src, size, "<string>", 1, 0, &lua, &lualen, &map, &err)) {
        q.lua = lua;
        q.lua_len = lualen;
    } else {
        q.syntax_error = err;
    }
    Sandbox *sbx = sbx_new(NULL, NULL);
    if (!sbx) {
        finding("cannot start a sandbox", NULL, 0);
    }
    luacov_start(sbx_state(sbx), "/runtime/");
    started = py_clock();
    SbxOutcome o;
    struct timespec c0, c1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
    sbx_run(sbx, &q, &o);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
    /* CPU time, not wall time: on a loaded machine (CI's two cores shared with the other
     * tests) a run that stops at its deadline can end seconds later by the wall clock */
    double cpu_ms = (c1.tv_sec - c0.tv_sec) * 1e3 + (c1.tv_nsec - c0.tv_nsec) / 1e6;
    if (cpu_ms > (TIMEOUT + SLACK) * 1000) {
        char msg[96];
        snprintf(msg, sizeof msg, "the run took %.0f ms of CPU with a %.0f s timeout", cpu_ms,
                 TIMEOUT);
        finding(msg, o.error.traceback.s, o.error.traceback.n);
    }
    if (o.stats.memory_peak_bytes > MEM + MEMSLACK) {
        char msg[96];
        snprintf(msg, sizeof msg, "the Lua heap peaked at %zu bytes with a %u byte cap",
                 o.stats.memory_peak_bytes, MEM);
        finding(msg, o.error.traceback.s, o.error.traceback.n);
    }
    if (o.logs.n > OUTPUT) {
        finding("the output went past its cap", NULL, 0);
    }
    if (o.failed) {
        SbxStr source = {src, size};
        int invalid = has(o.error.message, "generated invalid Lua");
        /* the words may be the program's own (a message it raises, a format spec it quotes) */
        int internal = has(o.error.message, "internal error") && !has(source, "internal error");
        if (internal || (invalid && !lua_limit(o.error.message))) {
            finding("an internal error", o.error.traceback.s, o.error.traceback.n);
        }
        if (!invalid) {
            check_text(o.error.message, source, "message");
            check_text(o.error.type, source, "type");
            check_text(o.error.traceback, source, "traceback");
        }
    }
    double t = py_clock();
    sbx_free(sbx); /* finalizers run here: no user code may */
    if (py_clock() - t > SLACK) {
        finding("closing the state took more than 2 s (user code after the run?)", NULL, 0);
    }
    started = 0;
    return 0;
}
