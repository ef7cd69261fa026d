/*
 * watchdog.c: the wall-clock limit at no cost before the deadline (DESIGN.md section 5).
 *
 * Generated code counts loop back-edges only, so a run that spends its time in calls
 * (recursion) is stopped by this watchdog: a timer signal installs a Lua hook on the thread
 * running Python code at that moment, and the hook raises the uncatchable TimeoutError. A run
 * lives in one process at a time (the CLI, or one MCP worker), so the target thread is process
 * state; host.resume (sandbox.c) keeps it pointing at the running coroutine.
 */
#include <signal.h>
#include <string.h>
#include <sys/time.h>
#include "lauxlib.h"
#include "moonpy_int.h"

/* Instructions between two looks once the deadline passed (see wd_hook). */
#define WD_AGAIN 1000

static lua_State *volatile wd_thread;  /* where Python code runs now */
static volatile sig_atomic_t wd_fired; /* the deadline passed */
static int wd_raised;                  /* wd_hook raised the limit error in this run */
static const char *volatile wd_what = "TimeoutError";
static const char *volatile wd_msg = SBX_TIME_LIMIT;

/* Past the deadline the hook stays (every WD_AGAIN instructions) until the run ends: a limit
 * error can be lost on its way out (raised at the edge of a stack overflow, it becomes Lua's
 * "error in error handling", which the runtime reports as a RecursionError that Python code
 * may catch), and calls do not tick, so nothing else would stop the run. After the first
 * raise it raises again only in Python code (a chunk loaded from text, source "=..."), not in
 * the runtime, which may be carrying the limit error out. */
static void wd_hook(lua_State *L, lua_Debug *ar) {
    if (wd_thread == NULL || !wd_fired) {
        /* the run is over, or this is a later run: a coroutine made while the hook was set
         * kept it (lua_newthread copies the hook) */
        lua_sethook(L, NULL, 0, 0);
        return;
    }
    lua_sethook(L, wd_hook, LUA_MASKCOUNT, WD_AGAIN);
    if (wd_raised) {
        if (!lua_getinfo(L, "S", ar) || ar->source[0] != '=') {
            return;
        }
    } else {
        wd_raised = 1;
        py_Run *r = py_run(L);
        if (r && r->limit_hit) {
            return; /* a limit error is already on its way out (e.g. the deadline seen by a tick) */
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

void wd_arm(lua_State *L, double seconds) {
    wd_fired = 0;
    wd_raised = 0;
    wd_thread = L;
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

/* After a coroutine returns control: if the watchdog fired while it ran, stop here too. */
void wd_check(lua_State *L) {
    if (wd_fired) {
        lua_sethook(L, NULL, 0, 0);
        py_limit(L, wd_what, wd_msg);
    }
}
