/*
 * watchdog.c: the wall-clock limit at no cost before the deadline (DESIGN.md section 5).
 *
 * moonpy's Lua counts an operation budget at loop back-edges and calls (patches/lua); at the
 * deadline a timer signal sets that budget to zero and installs a Lua hook on the thread running
 * Python code at that moment; whichever runs first raises the uncatchable TimeoutError. A run
 * lives in one process at a time (the CLI, or one MCP worker), so the target thread is process
 * state; host.resume (sandbox.c) keeps it pointing at the running coroutine.
 *
 * Once fired, the hook stays until the run ends. A limit error raised where the Lua stack is
 * full (deep recursion) can be replaced on its way out by Lua's "stack overflow", which the
 * runtime reports as a catchable RecursionError; so whenever the program's own code runs again
 * after that (an except clause, a loop), the hook raises the limit error there again. Runtime
 * code on the way out (message handlers, EXC) is left alone.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include "lauxlib.h"
#include "moonpy_int.h"

static lua_State *volatile wd_thread;  /* where Python code runs now */
static volatile sig_atomic_t wd_fired; /* the deadline passed */
static const char *volatile wd_what = "TimeoutError";
static const char *volatile wd_msg = SBX_TIME_LIMIT;
static char wd_source[256]; /* the chunk of the program's own code: "=" filename */

static void wd_hook(lua_State *L, lua_Debug *ar) {
    if (wd_thread == NULL || !wd_fired) {
        /* the run is over, or this is a later run: a coroutine made while the hook was set
         * kept it (lua_newthread copies the hook) */
        lua_sethook(L, NULL, 0, 0);
        return;
    }
    py_Run *r = py_run(L);
    if (r && r->limit_hit) {
        /* a limit error is on its way out (raised here, or by a tick): raise it again only
         * if the program's own code runs, which it may if the error was replaced and caught */
        if (!lua_getinfo(L, "S", ar) || strcmp(ar->source, wd_source) != 0) {
            return;
        }
    }
    py_limit(L, wd_what, wd_msg);
}

/* Async-signal-safe: lua_sethook may be called from a signal handler. */
void wd_interrupt(const char *what, const char *msg) {
    wd_what = what;
    wd_msg = msg;
    wd_fired = 1;
    lua_State *L = wd_thread;
    if (L) {
        lua_sethook(L, wd_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT, 1);
        lua_mp_budgetnow(L); /* and the VM's budget runs out: the next back-edge or call sees it */
    }
}

static void wd_alarm(int sig) {
    (void)sig;
    wd_interrupt("TimeoutError", SBX_TIME_LIMIT);
}

void wd_install(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = wd_alarm;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(SIGALRM, &sa, NULL);
}

void wd_arm(lua_State *L, double seconds, const char *filename) {
    wd_fired = 0;
    wd_thread = L;
    snprintf(wd_source, sizeof wd_source, "=%s", filename);
    if (seconds > 0) {
        struct itimerval it;
        memset(&it, 0, sizeof it);
        it.it_value.tv_sec = (time_t)seconds;
        it.it_value.tv_usec = (suseconds_t)((seconds - (double)(time_t)seconds) * 1e6);
        if (it.it_value.tv_sec == 0 && it.it_value.tv_usec == 0) {
            it.it_value.tv_usec = 1;
        }
        setitimer(ITIMER_REAL, &it, NULL);
    }
}

void wd_disarm(lua_State *L) {
    struct itimerval it;
    memset(&it, 0, sizeof it);
    setitimer(ITIMER_REAL, &it, NULL);
    wd_thread = NULL;
    lua_sethook(L, NULL, 0, 0);
}

lua_State *wd_swap(lua_State *L) {
    lua_State *prev = wd_thread;
    wd_thread = L;
    return prev;
}

lua_State *wd_target(void) {
    return wd_thread;
}

/* From another hook that replaced the watchdog's: if the deadline passed, reinstall it. */
void wd_check_hook(lua_State *L) {
    if (wd_fired) {
        lua_sethook(L, wd_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT, 1);
    }
}

/* After a coroutine returns control: if the watchdog fired while it ran, stop here too. */
void wd_check(lua_State *L) {
    if (wd_fired) {
        py_limit(L, wd_what, wd_msg);
    }
}
