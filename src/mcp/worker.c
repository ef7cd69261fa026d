/*
 * worker.c: the processes that run Python for the MCP server (DESIGN.md section 5, wall 3).
 *
 * The server builds one Template at start: the trusted compiler state with the transpiler
 * loaded, a sandbox with the whole runtime and lua/session.lua, and a seccomp filter. It
 * never runs user code in it. Each session is a fork of that template, so a new session
 * costs a fork (about a millisecond), not the engine's start-up. Before the child reads its
 * first request it:
 *   - moves its end of the socketpair to descriptor 3 and closes every other descriptor;
 *   - asks for SIGKILL when the server dies (PR_SET_PDEATHSIG);
 *   - sets rlimits: address space, CPU seconds for its whole life, no files (NOFILE 0,
 *     FSIZE 0), no core dumps, no processes;
 *   - installs the seccomp-bpf filter (libseccomp). Allowed: read and write on descriptor 3
 *     only; brk, mmap/mprotect without PROT_EXEC, munmap, mremap, madvise (the allocator);
 *     clock_gettime, gettimeofday (clocks, when the vDSO falls back); rt_sigreturn (the
 *     cancel signal); exit, exit_group. Anything else kills the process (SIGSYS), which the
 *     server reports as a crash and answers with a fresh session.
 * Then it loops: read a RUN frame, translate (keep_last), run under the limits, convert
 * the outcome with session.lua, write a DONE frame. SIGUSR1 cancels the current run: the
 * handler moves the deadline into the past and sets a count hook, so the run stops at its
 * next hook or tick with an uncatchable limit error.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <seccomp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>
#include "lauxlib.h"
#include "moonpy_int.h"
#include "mcp.h"

#define WK_FD 3
#define FILENAME "<string>"

struct Template {
    WkLimits lim;
    Compiler *cmp;
    Sandbox *sbx;
    int session_ref;       /* registry ref of session.lua's table in the sandbox state */
    scmp_filter_ctx filter;
    Buf logs;              /* print output of the current run */
    Buf frame;             /* the DONE frame being written */
    char *modules_json;
};

/* ---- print output: capped per run; past the cap the run ends with OutputLimit ---- */

static void wk_write(void *ud, const char *s, size_t n) {
    Template *t = ud;
    size_t cap = t->lim.max_output;
    if (cap && t->logs.n + n > cap) {
        buf_add(&t->logs, s, cap - t->logs.n);
        py_limit(sbx_state(t->sbx), "OutputLimit", "output limit exceeded");
    }
    buf_add(&t->logs, s, n);
}

/* ---- the template ---- */

static scmp_filter_ctx wk_filter(void) {
    scmp_filter_ctx f = seccomp_init(SCMP_ACT_KILL_PROCESS);
    if (!f) {
        return NULL;
    }
    int rc = 0;
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(read), 1, SCMP_A0(SCMP_CMP_EQ, WK_FD));
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(write), 1, SCMP_A0(SCMP_CMP_EQ, WK_FD));
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(brk), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(mmap), 1,
                           SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, 0));
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(mprotect), 1,
                           SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, 0));
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(munmap), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(mremap), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(madvise), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(clock_gettime), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(gettimeofday), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(rt_sigreturn), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(setitimer), 0); /* the watchdog */
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(exit), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(exit_group), 0);
    if (rc) {
        seccomp_release(f);
        return NULL;
    }
    return f;
}

static int wk_load_session(lua_State *L) {
    Template *t = lua_touserdata(L, 1);
    if (!emb_load(L, "runtime", "session")) {
        return luaL_error(L, "runtime/session.lua is not embedded");
    }
    lua_call(L, 0, 1);
    sbx_push_runtime(t->sbx);
    lua_call(L, 1, 1);
    lua_pushvalue(L, -1);
    t->session_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_getfield(L, -1, "list_modules");
    lua_call(L, 0, 1);
    return 1;
}

Template *wk_template_new(const WkLimits *lim) {
    Template *t = calloc(1, sizeof *t);
    if (!t) {
        return NULL;
    }
    t->lim = *lim;
    t->cmp = cmp_new();
    SbxLimits sl = {0, 0, 0, 0}; /* the worker sets the run's limits itself */
    t->sbx = t->cmp ? sbx_new(&sl, wk_write, t) : NULL;
    if (!t->sbx) {
        fputs("moonpy mcp: cannot start the engine\n", stderr);
        wk_template_free(t);
        return NULL;
    }
    /* Warm the transpiler (its grammar is built on first use). */
    const char *lua, *map, *err;
    size_t lualen;
    static const char warm[] = "x = [i * 2 for i in range(3)]\nresult = f'{x}'\n";
    if (!cmp_translate_opts(t->cmp, warm, sizeof warm - 1, FILENAME, 1, &lua, &lualen, &map,
                            &err)) {
        fprintf(stderr, "moonpy mcp: the transpiler does not start: %s\n", err);
    }
    lua_State *L = sbx_state(t->sbx);
    lua_pushcfunction(L, wk_load_session);
    lua_pushlightuserdata(L, t);
    if (lua_pcall(L, 1, 1, 0) != LUA_OK) {
        fprintf(stderr, "moonpy mcp: cannot load the session module: %s\n", lua_tostring(L, -1));
        wk_template_free(t);
        return NULL;
    }
    t->modules_json = strdup(lua_tostring(L, -1));
    lua_settop(L, 0);
    if (lim->seccomp) {
        t->filter = wk_filter();
        if (!t->filter) {
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
    if (t->filter) {
        seccomp_release(t->filter);
    }
    sbx_free(t->sbx);
    cmp_free(t->cmp);
    buf_free(&t->logs);
    buf_free(&t->frame);
    free(t->modules_json);
    free(t);
}

const char *wk_modules_json(Template *t) {
    return t->modules_json;
}

/* ---- the worker process ---- */

/* The worker's one Lua state and run record, for the cancel signal handler (a process has
 * one worker; nothing else is global). */
static lua_State *wk_L;
static py_Run *wk_run;
static volatile sig_atomic_t wk_cancelled;

static void wk_cancel_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    lua_sethook(L, NULL, 0, 0);
    py_limit(L, "Cancelled", "the run was cancelled");
}

static void wk_on_cancel(int sig) {
    (void)sig;
    wk_cancelled = 1;
    if (wk_run) {
        wk_run->deadline = 1e-9; /* in the past: the next tick stops the run */
    }
    if (wk_L) {
        lua_State *target = wd_target();
        lua_sethook(target ? target : wk_L, wk_cancel_hook,
                    LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT, 1);
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

static void wk_write_all(const void *p, size_t n) {
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

/* Calls S[name] with the n values on top of the stack; nres results. */
static int wk_call(Template *t, lua_State *L, const char *name, int n, int nres) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, t->session_ref);
    lua_getfield(L, -1, name);
    lua_remove(L, -2);
    lua_insert(L, -(n + 1));
    return lua_pcall(L, n, nres, 0);
}

static void wk_run_one(Template *t, const char *src, size_t len, double timeout) {
    lua_State *L = sbx_state(t->sbx);
    py_Run *r = sbx_run_stats(t->sbx);
    double t0 = py_clock();
    lua_settop(L, 0);
    t->logs.n = 0;
    r->ops = 0;
    r->limit_hit = 0;
    r->mem_peak = r->mem;
    const char *lua, *map, *err;
    size_t lualen;
    if (!cmp_translate_opts(t->cmp, src, len, FILENAME, 1, &lua, &lualen, &map, &err)) {
        lua_pushstring(L, err);
        if (wk_call(t, L, "syntax", 1, 1) != LUA_OK) {
            lua_settop(L, 0);
            lua_newtable(L);
        }
    } else {
        lua_pushlstring(L, lua, lualen);
        lua_pushstring(L, FILENAME);
        lua_pushlstring(L, src, len);
        lua_pushinteger(L, (lua_Integer)t->lim.max_result);
        r->max_ops = t->lim.max_ops;
        r->max_mem = t->lim.max_memory;
        r->deadline = wk_cancelled ? 1e-9 : t0 + timeout;
        wd_arm(L, timeout);
        int st = wk_call(t, L, "run", 4, 1);
        wd_disarm(L);
        r->max_mem = 0;
        r->deadline = 0;
        r->max_ops = 0;
        lua_sethook(L, NULL, 0, 0);
        if (st != LUA_OK) {
            lua_pushboolean(L, r->limit_hit && !lua_istable(L, -1));
            if (wk_call(t, L, "fail", 2, 1) != LUA_OK) {
                lua_settop(L, 0);
                lua_newtable(L);
            }
        }
    }
    /* the outcome is at the top */
    lua_pushlstring(L, t->logs.p ? t->logs.p : "", t->logs.n);
    lua_pushinteger(L, r->ops);
    lua_pushnumber(L, (py_clock() - t0) * 1000.0);
    lua_pushinteger(L, (lua_Integer)r->mem_peak);
    int st = wk_call(t, L, "finish", 5, 3);
    size_t jn = 0, tn = 0;
    const char *json = st == LUA_OK ? lua_tolstring(L, -3, &jn) : NULL;
    const char *text = st == LUA_OK ? lua_tolstring(L, -2, &tn) : NULL;
    int iserr = st == LUA_OK ? lua_toboolean(L, -1) : 1;
    if (!json || !text) {
        json = "";
        text = "internal error: the session module failed";
        jn = 0;
        tn = strlen(text);
    }
    Buf *f = &t->frame;
    f->n = 0;
    size_t start = frm_begin(f, WK_DONE);
    frm_u8(f, (unsigned)iserr);
    frm_u32(f, (uint32_t)jn);
    frm_bytes(f, json, jn);
    frm_bytes(f, text, tn);
    frm_end(f, start);
    wk_write_all(f->p, f->n);
    if (f->cap > 1024 * 1024) {
        buf_free(f);
    }
    lua_settop(L, 0);
    t->logs.n = 0;
    if (t->logs.cap > 1024 * 1024) {
        buf_free(&t->logs);
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
            wk_cancelled = 0;
            lua_sethook(wk_L, NULL, 0, 0);
            wk_run_one(t, src, len, timeout);
        } else {
            _exit(3);
        }
        if (in.cap > 4 * 1024 * 1024) {
            buf_free(&in);
        }
    }
}

static void wk_limit(int res, rlim_t v) {
    struct rlimit rl = {v, v};
    setrlimit(res, &rl);
}

static void wk_child(Template *t, int fd, pid_t server) {
    /* Descriptors: only the socket, as descriptor 3. */
    if (fd != WK_FD) {
        if (dup2(fd, WK_FD) < 0) {
            _exit(2);
        }
    } else {
        fcntl(WK_FD, F_SETFD, 0);
    }
    close(0);
    close(1);
    close(2);
    if (close_range(WK_FD + 1, ~0U, 0) != 0) {
        for (int i = WK_FD + 1; i < 65536; i++) {
            close(i);
        }
    }
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != server) {
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

    wk_L = sbx_state(t->sbx);
    wk_run = sbx_run_stats(t->sbx);
    if (t->lim.address_space) {
        wk_limit(RLIMIT_AS, t->lim.address_space);
    }
    if (t->lim.cpu_seconds > 0) {
        wk_limit(RLIMIT_CPU, (rlim_t)(t->lim.cpu_seconds + 0.999));
    }
    wk_limit(RLIMIT_CORE, 0);
    wk_limit(RLIMIT_FSIZE, 0);
    wk_limit(RLIMIT_NOFILE, 0);
    wk_limit(RLIMIT_NPROC, 0);
    wk_limit(RLIMIT_MEMLOCK, 0);
    wk_limit(RLIMIT_MSGQUEUE, 0);
    if (t->filter && seccomp_load(t->filter) != 0) {
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
