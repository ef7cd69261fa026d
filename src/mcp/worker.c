/*
 * worker.c: the processes that run Python for the MCP server (DESIGN.md section 5, wall 3).
 *
 * The server builds one Template at start: the trusted compiler state with the transpiler
 * loaded, a sandbox with the whole runtime and runtime/session.lua, and a seccomp filter. It
 * never runs user code in it. Each session is a fork of that template, so a new session
 * costs a fork (about a millisecond), not the engine's start-up. Before the child reads its
 * first request it:
 *   - moves its end of the socketpair to descriptor 3 and closes every other descriptor;
 *   - asks for SIGKILL when the server dies;
 *   - sets rlimits: address space, CPU seconds for its whole life, no files (NOFILE 0,
 *     FSIZE 0), no core dumps, no processes;
 *   - enters the system-call wall (seccomp-bpf: read and write on its socket, memory without
 *     PROT_EXEC, clocks, the watchdog's timer, exit; anything else kills it, which the server
 *     reports as a crash and answers with a fresh session).
 * Those four steps are the platform layer's (src/platform.c), the one place a port changes.
 * Then it loops: read a RUN frame, translate (keep_last), run it as a cell (sbx_run: the
 * limits, the result), write the outcome's MCP shape (tools_outcome) in a DONE frame.
 * SIGUSR1 cancels the current run (sbx_cancel): the deadline moves into the past and a hook
 * is set, so the run stops at its next hook or tick with an uncatchable limit error.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include "lauxlib.h"
#include "moonpy_int.h"
#include "mcp.h"
#include "platform.h"
#include "repl.h"

#define WK_FD PLAT_WORKER_FD
#define FILENAME "<string>"

struct Template {
    WkLimits lim;
    Compiler *cmp;
    Sandbox *sbx;          /* captures the output of its runs */
    PlatWall *wall;        /* the seccomp filter, built before any fork */
    Buf json, text, frame; /* the DONE frame being written */
};

/* ---- the template ---- */

Template *wk_template_new(const WkLimits *lim) {
    Template *t = calloc(1, sizeof *t);
    if (!t) {
        return NULL;
    }
    t->lim = *lim;
    t->cmp = cmp_new();
    t->sbx = t->cmp ? sbx_new(NULL, NULL) : NULL;
    if (!t->sbx) {
        fputs("moonpy mcp: cannot start the engine\n", stderr);
        wk_template_free(t);
        return NULL;
    }
    /* Warm the transpiler (its grammar is built on first use). */
    const char *lua, *map, *err;
    size_t lualen;
    static const char warm[] = "x = [i * 2 for i in range(3)]\nresult = f'{x}'\n";
    if (!cmp_translate_opts(t->cmp, warm, sizeof warm - 1, FILENAME, 1, 0, &lua, &lualen, &map,
                            &err)) {
        fprintf(stderr, "moonpy mcp: the transpiler does not start: %s\n", err);
    }
    if (lim->seccomp) {
        t->wall = plat_wall_new();
        if (!t->wall) {
            fputs("moonpy mcp: cannot build the seccomp filter\n", stderr);
            wk_template_free(t);
            return NULL;
        }
    }
    return t;
}

void wk_template_free(Template *t) {
    if (!t) {
        return;
    }
    plat_wall_free(t->wall);
    sbx_free(t->sbx);
    cmp_free(t->cmp);
    buf_free(&t->json);
    buf_free(&t->text);
    buf_free(&t->frame);
    free(t);
}

Sandbox *wk_sandbox(Template *t) {
    return t->sbx;
}

Compiler *wk_compiler(Template *t) {
    return t->cmp;
}

/* ---- the worker process ---- */

/* The worker's sandbox, for the cancel signal handler (a process has one worker; nothing
 * else is global). */
static Sandbox *wk_sbx;

static void wk_on_cancel(int sig) {
    (void)sig;
    if (wk_sbx) {
        sbx_cancel(wk_sbx);
    }
}

static int wk_read_all(void *p, size_t n) {
    char *s = p;
    while (n) {
        ssize_t k = read(WK_FD, s, n);
        if (k < 0 && errno == EINTR) {
            continue;
        }
        if (k <= 0) {
            return 0;
        }
        s += k;
        n -= (size_t)k;
    }
    return 1;
}

void wk_send(const void *p, size_t n) {
    const char *s = p;
    while (n) {
        ssize_t k = write(WK_FD, s, n);
        if (k < 0 && errno == EINTR) {
            continue;
        }
        if (k <= 0) {
            _exit(0); /* the server is gone */
        }
        s += k;
        n -= (size_t)k;
    }
}

static void wk_run_one(Template *t, const char *src, size_t len, double timeout) {
    SbxRequest q = {.source = src,
                    .source_len = len,
                    .filename = FILENAME,
                    .cell = 1,
                    .limits = t->lim.run,
                    .t0 = py_clock()};
    q.limits.timeout = timeout;
    const char *lua, *map, *err;
    size_t lualen;
    double deadline = timeout > 0 ? q.t0 + timeout : 0; /* the translation is under it too */
    if (cmp_translate_opts(t->cmp, src, len, FILENAME, 1, deadline, &lua, &lualen, &map, &err)) {
        q.lua = lua;
        q.lua_len = lualen;
    } else {
        q.syntax_error = err;
    }
    SbxOutcome o;
    sbx_run(t->sbx, &q, &o);
    t->json.n = t->text.n = 0;
    ToolsLimits tl = {q.limits, t->lim.max_timeout};
    int iserr = tools_outcome(sbx_state(t->sbx), &o, &tl, &t->json, &t->text);
    lua_settop(sbx_state(t->sbx), 0);
    Buf *f = &t->frame;
    f->n = 0;
    size_t start = frm_begin(f, WK_DONE);
    frm_u8(f, (unsigned)iserr);
    frm_u32(f, (uint32_t)t->json.n);
    frm_bytes(f, t->json.p, t->json.n);
    frm_bytes(f, t->text.p, t->text.n);
    frm_end(f, start);
    wk_send(f->p, f->n);
    Buf *kept[] = {&t->json, &t->text, f};
    for (size_t i = 0; i < sizeof kept / sizeof *kept; i++) {
        if (kept[i]->cap > 1024 * 1024) {
            buf_free(kept[i]);
        }
    }
}

static void wk_loop(Template *t) {
    unsigned char hdr[FRM_HEADER];
    Buf in = {0};
    for (;;) {
        int type;
        size_t n;
        if (!wk_read_all(hdr, sizeof hdr)) {
            _exit(0);
        }
        if (!frm_header(hdr, &type, &n)) {
            _exit(3);
        }
        if (in.cap < n) {
            free(in.p);
            in.p = malloc(n);
            in.cap = n;
            if (!in.p) {
                _exit(4);
            }
        }
        if (n && !wk_read_all(in.p, n)) {
            _exit(0);
        }
        in.n = n;
        FrmReader r = {(const unsigned char *)in.p, in.n, 0};
        double timeout = frm_getf64(&r);
        size_t len;
        const char *src = frm_rest(&r, &len);
        if (type == WK_RUN && !r.bad) {
            sbx_uncancel(t->sbx);
            wk_run_one(t, src, len, timeout);
        } else if (type == WK_REPL && !r.bad) { /* moonpy repl's requests (src/repl_worker.c) */
            sbx_uncancel(t->sbx);
            FrmReader rest = {(const unsigned char *)src, len, 0};
            repl_serve(t, timeout, &rest);
        } else {
            _exit(3);
        }
        if (in.cap > 4 * 1024 * 1024) {
            buf_free(&in);
        }
    }
}

static void wk_child(Template *t, int fd, pid_t server) {
#ifdef MOONPY_SANITIZE
    int sanitize = 1; /* stderr for the sanitizers' reports, which may go to a file */
#else
    int sanitize = 0;
#endif
    /* Descriptors: only the socket, as descriptor 3. */
    if (!plat_keep_only(fd, sanitize)) {
        _exit(2);
    }
    if (!plat_die_with(server)) {
        _exit(0);
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_DFL;
    for (int s = 1; s < NSIG; s++) {
        if (s != SIGKILL && s != SIGSTOP) {
            sigaction(s, &sa, NULL);
        }
    }
    sa.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &sa, NULL);
    sa.sa_handler = wk_on_cancel;
    sa.sa_flags = SA_RESTART;
    sigaction(SIGUSR1, &sa, NULL);
    wd_install(); /* SIGALRM: the time-limit watchdog (watchdog.c) */
    sigset_t all;
    sigemptyset(&all);
    sigprocmask(SIG_SETMASK, &all, NULL);

    wk_sbx = t->sbx;
    /* no address-space limit in a sanitizer build: ASan's shadow memory alone is terabytes of
     * address space (the Lua allocator's cap, max_memory, still holds) */
    plat_limits(sanitize ? 0 : t->lim.address_space, t->lim.cpu_seconds, sanitize);
    if (!plat_wall_enter(t->wall)) {
        _exit(5);
    }
    wk_loop(t);
    _exit(0);
}

pid_t wk_spawn(Template *t, int *fd) {
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
        return -1;
    }
    pid_t server = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        close(sv[0]);
        close(sv[1]);
        return -1;
    }
    if (pid == 0) {
        close(sv[0]);
        wk_child(t, sv[1], server);
    }
    close(sv[1]);
    fcntl(sv[0], F_SETFL, fcntl(sv[0], F_GETFL) | O_NONBLOCK);
    *fd = sv[0];
    return pid;
}
