/*
 * embed.c: moonpy's C API in one program. Build it against an installed moonpy:
 *
 *     cc -o embed embed.c $(pkg-config --cflags --libs moonpy) -lpthread
 *
 * It runs Python with limits, reads the outcome as JSON and as values, gives Python two host
 * functions (one JSON in/out, one with typed values), keeps names between runs, translates,
 * and stops an endless loop from another thread with mp_cancel.
 */
#include <moonpy.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* JSON in, JSON out: the sum of the arguments (the test keeps to integers). */
static int host_total(void *ud, const char *args, size_t len, char **result) {
    (void)ud;
    long long sum = 0;
    for (const char *p = args; p < args + len; p++) {
        if ((*p >= '0' && *p <= '9') || *p == '-') {
            sum += strtoll(p, (char **)&p, 10);
        }
    }
    char buf[64];
    snprintf(buf, sizeof buf, "{\"total\": %lld, \"args\": %s}", sum, args);
    *result = strdup(buf);
    return 0;
}

/* Typed values: greet(name, times) -> a tuple of strings; a bad argument raises ValueError. */
static int host_greet(void *ud, mp_call *call, const mp_value *args, size_t nargs) {
    const char *greeting = ud;
    if (nargs != 2 || args[0].type != MP_STR || args[1].type != MP_INT) {
        return mp_raise(call, "ValueError", "greet(name, times) wants a str and an int");
    }
    long long n = args[1].u.integer;
    if (n < 0 || n > 10) {
        return mp_raise(call, "ValueError", "times must be between 0 and 10");
    }
    mp_value items[10];
    char text[10][64];
    for (long long i = 0; i < n; i++) {
        snprintf(text[i], sizeof text[i], "%s, %.*s #%lld", greeting, (int)args[0].u.str.len,
                 args[0].u.str.s, i + 1);
        items[i].type = MP_STR;
        items[i].u.str.s = text[i];
        items[i].u.str.len = strlen(text[i]);
    }
    mp_value tuple = {.type = MP_TUPLE};
    tuple.u.seq.items = items;
    tuple.u.seq.n = (size_t)n;
    mp_return(call, &tuple); /* copied now: the arrays above may go */
    return 0;
}

static void *cancel_later(void *s) {
    usleep(200 * 1000);
    mp_cancel(s);
    return NULL;
}

static void show(const char *what, const mp_outcome *o) {
    printf("%s: status %d", what, o->status);
    if (o->repr) {
        printf(", result %s", o->repr);
    }
    if (o->error.type) {
        printf(", error %s: %s (line %lld)", o->error.type, o->error.message, o->error.line);
    }
    printf("\n");
}

int main(void) {
    printf("moonpy %s (header %s, %d)\n", mp_version(), MOONPY_VERSION, MOONPY_VERSION_NUM);
    mp_limits lim;
    mp_limits_default(&lim);
    lim.timeout = 5;
    lim.max_memory = 64u * 1024 * 1024;
    mp_state *s = mp_open(&lim);
    if (!s) {
        fprintf(stderr, "cannot open moonpy\n");
        return 1;
    }

    /* JSON: the shape of MCP's structuredContent (stats vary: only the start is shown) */
    char *json;
    int st =
        mp_run(s, "print('hello from Python')\nresult = {'squares': [n * n for n in range(5)]}", -1,
               &json);
    printf("mp_run -> %d: %.*s...\n", st, (int)(strstr(json, ",\"stats\"") - json), json);
    free(json);

    /* an uncaught exception: status 1, the error with CPython's traceback */
    mp_outcome o;
    mp_run_value(s, "def f(x):\n    return 1 / x\nf(0)", -1, &o);
    show("ZeroDivisionError", &o);
    fputs(o.error.traceback, stdout);

    /* values: a tuple stays a tuple, a big int keeps its digits */
    mp_run_value(s, "(1, 2.5, 'three', None, 2 ** 70)", -1, &o);
    show("values", &o);
    for (size_t i = 0; i < o.result.u.seq.n; i++) {
        const mp_value *v = &o.result.u.seq.items[i];
        printf("  item %zu: type %d\n", i, (int)v->type);
    }

    /* host functions */
    mp_register(s, "total", host_total, NULL);
    mp_register_value(s, "greet", host_greet, "Hello");
    mp_run_value(s, "t = total(1, 2, 39)\nresult = (t['total'], greet('Ada', 2))", -1, &o);
    show("host functions", &o);
    mp_run_value(s, "try:\n    greet(1, 2)\nexcept ValueError as e:\n    print('caught:', e)", -1,
                 &o);
    printf("logs: %s", o.logs);

    /* names persist between runs; mp_set and mp_get reach them from C */
    mp_value answer = {.type = MP_INT, .u.integer = 42};
    mp_set(s, "answer", &answer);
    mp_run_value(s, "answer * 2", -1, &o);
    show("mp_set", &o);
    mp_get(s, "t", &o);
    show("mp_get", &o);
    mp_reset(s);
    mp_run_value(s, "answer", -1, &o);
    show("after mp_reset", &o);

    /* limits, and mp_cancel from another thread */
    mp_run_value(s, "x = 'a' * (10 ** 9)", -1, &o);
    show("memory", &o);
    pthread_t th;
    pthread_create(&th, NULL, cancel_later, s);
    mp_run_value(s, "while True: pass", -1, &o); /* one line: the line it stops at is 1 */
    pthread_join(th, NULL);
    show("cancelled", &o);

    char *lua, *map, *err;
    if (mp_translate(s, "x = 1\nprint(x)", -1, &lua, &map, &err)) {
        printf("translation (%s):\n%s", map, lua);
        free(lua);
        free(map);
    }
    if (!mp_translate(s, "if x\n    pass", -1, &lua, &map, &err)) {
        printf("translation error:\n%s", err);
        free(err);
    }
    mp_close(s);
    return 0;
}
