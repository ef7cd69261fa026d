/*
 * profile.c: a sampling profiler over the Lua stack, for `moonpy run --profile FILE` (a
 * developer's tool: where does a program's time go, in the translated code and the runtime).
 *
 * A CPU-time timer (SIGPROF) fires every interval; its handler installs a count-1 hook on the
 * thread that runs Python code (the watchdog's target, so coroutines are covered); the hook
 * removes itself and records the innermost frames of the Lua stack. The hook runs outside the
 * signal handler, so it may allocate. At the end the report goes to FILE: the most frequent
 * innermost lines (self), the functions on the stack (inclusive) and the 3-frame stacks.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include "moonpy_int.h"

#define PROF_SLOTS 8192
#define PROF_DEPTH 12

typedef struct Count {
    char *key;
    long n;
} Count;

typedef struct Table {
    Count slot[PROF_SLOTS];
    long used;
} Table;

static Table prof_self, prof_incl, prof_stack;
static long prof_samples;
static int prof_on;

static void count(Table *t, const char *key) {
    unsigned long h = 5381;
    for (const char *p = key; *p; p++) {
        h = h * 33 + (unsigned char)*p;
    }
    for (unsigned long i = 0; i < PROF_SLOTS; i++) {
        Count *c = &t->slot[(h + i) % PROF_SLOTS];
        if (!c->key) {
            if (t->used >= PROF_SLOTS / 2) {
                return; /* full enough: drop rare keys */
            }
            c->key = strdup(key);
            if (!c->key) {
                return;
            }
            t->used++;
        }
        if (strcmp(c->key, key) == 0) {
            c->n++;
            return;
        }
    }
}

/* "file:line (function@defline)" for a frame */
static void frame_name(lua_State *L, lua_Debug *ar, char *out, size_t n, int with_line) {
    lua_getinfo(L, "Sln", ar);
    if (ar->what[0] == 'C') {
        snprintf(out, n, "[C] %s", ar->name ? ar->name : "?");
    } else if (with_line) {
        snprintf(out, n, "%s:%d (%s@%d)", ar->short_src, ar->currentline, ar->name ? ar->name : "?",
                 ar->linedefined);
    } else {
        snprintf(out, n, "%s %s@%d", ar->short_src, ar->name ? ar->name : "?", ar->linedefined);
    }
}

static void prof_hook(lua_State *L, lua_Debug *unused) {
    (void)unused;
    lua_sethook(L, NULL, 0, 0);
    wd_check_hook(L); /* the watchdog fired meanwhile: put its hook back */
    prof_samples++;
    lua_Debug ar;
    char stack[768] = "", one[256], seen[PROF_DEPTH][256];
    int nseen = 0;
    for (int level = 0; level < PROF_DEPTH && lua_getstack(L, level, &ar); level++) {
        frame_name(L, &ar, one, sizeof one, 1);
        if (level == 0) {
            count(&prof_self, one);
        }
        if (level < 3) {
            size_t k = strlen(stack);
            snprintf(stack + k, sizeof stack - k, "%s%s", level ? "  <  " : "", one);
        }
        frame_name(L, &ar, one, sizeof one, 0);
        int dup = 0;
        for (int j = 0; j < nseen; j++) {
            dup |= strcmp(seen[j], one) == 0;
        }
        if (!dup) {
            strcpy(seen[nseen++], one);
            count(&prof_incl, one);
        }
    }
    count(&prof_stack, stack);
}

static void prof_signal(int sig) {
    (void)sig;
    lua_State *L = wd_target();
    if (L && prof_on) {
        lua_sethook(L, prof_hook, LUA_MASKCOUNT, 1);
    }
}

void prof_start(int hz) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = prof_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(SIGPROF, &sa, NULL);
    struct itimerval it;
    memset(&it, 0, sizeof it);
    it.it_interval.tv_usec = it.it_value.tv_usec = 1000000 / hz;
    prof_on = 1;
    setitimer(ITIMER_PROF, &it, NULL);
}

static int by_count(const void *a, const void *b) {
    const Count *x = a, *y = b;
    return (x->n < y->n) - (x->n > y->n);
}

static void report(FILE *f, Table *t, const char *title, int top) {
    Count *all = calloc((size_t)t->used + 1, sizeof *all);
    long n = 0;
    for (int i = 0; all && i < PROF_SLOTS; i++) {
        if (t->slot[i].key) {
            all[n++] = t->slot[i];
        }
    }
    qsort(all, (size_t)n, sizeof *all, by_count);
    fprintf(f, "\n%s\n", title);
    for (long i = 0; i < n && i < top; i++) {
        fprintf(f, "%6.1f%% %6ld  %s\n", 100.0 * (double)all[i].n / (double)prof_samples, all[i].n,
                all[i].key);
    }
    free(all);
}

void prof_stop(const char *path) {
    struct itimerval it;
    memset(&it, 0, sizeof it);
    setitimer(ITIMER_PROF, &it, NULL);
    prof_on = 0;
    FILE *f = strcmp(path, "-") == 0 ? stderr : fopen(path, "w");
    if (!f) {
        perror(path);
        return;
    }
    fprintf(f, "%ld samples\n", prof_samples);
    if (prof_samples) {
        report(f, &prof_self, "innermost frame (self):", 40);
        report(f, &prof_incl, "functions on the stack (inclusive):", 40);
        report(f, &prof_stack, "stacks (3 innermost frames):", 30);
    }
    if (f != stderr) {
        fclose(f);
    }
}
