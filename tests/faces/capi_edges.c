/*
 * capi_edges.c: the C API at its edges, as a new embedder meets them (examples/embed.c shows
 * the ordinary use): mp_cancel from another thread stops an endless loop that catches every
 * exception; a JSON host function that returns text that is not JSON is the host's error, said
 * so; nested values go through a JSON host function and back; a limit's message names its size
 * and line in mp_run's JSON and in mp_run_value alike; a pending cancel stops only the next run.
 * Prints "N passed, M failed".
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "moonpy.h"

static int passed, failed;

static void check(const char *name, int ok, const char *detail) {
    if (ok) {
        passed++;
    } else {
        failed++;
        printf("FAIL %s: %.300s\n", name, detail ? detail : "");
    }
}

static void *cancel_later(void *s) {
    usleep(200 * 1000);
    mp_cancel(s);
    return NULL;
}

static int not_json(void *ud, const char *args, size_t len, char **result) {
    (void)ud, (void)args, (void)len;
    *result = strdup("{not json");
    return 0;
}

static int echo(void *ud, const char *args, size_t len, char **result) {
    (void)ud, (void)len;
    *result = strdup(args);
    return 0;
}

int main(void) {
    mp_limits lim;
    mp_limits_default(&lim);
    lim.timeout = 0; /* only mp_cancel stops the loop */
    mp_state *s = mp_open(&lim);
    char *j = NULL;
    pthread_t th;
    pthread_create(&th, NULL, cancel_later, s);
    int rc = mp_run(
        s, "while True:\n    try:\n        pass\n    except BaseException:\n        pass", -1, &j);
    pthread_join(th, NULL);
    check("mp_cancel stops an endless loop", rc == 1 && strstr(j, "\"type\":\"Cancelled\""), j);
    free(j);
    rc = mp_run(s, "result = 1", -1, &j);
    check("the state runs after a cancel", rc == 0 && strstr(j, "\"result\":1,"), j);
    free(j);

    mp_register(s, "not_json", not_json, NULL);
    mp_register(s, "echo", echo, NULL);
    rc = mp_run(s, "try:\n    not_json()\nexcept RuntimeError as e:\n    result = str(e)", -1, &j);
    check("a host function's text that is not JSON",
          rc == 0 && strstr(j, "the host function returned text that is not JSON"), j);
    free(j);
    rc = mp_run(s, "result = echo({'a': [1, {'b': (None, 2**70)}], 'c': {'d': 'é'}})", -1, &j);
    check("nested values through a JSON host function",
          rc == 0 && strstr(j, "\"result\":[{\"a\":[1,{\"b\":[null,\"1180591620717411303424\"]}],"
                               "\"c\":{\"d\":\"é\"}}]"),
          j);
    free(j);

    lim.max_operations = 1000;
    mp_set_limits(s, &lim);
    const char *loop = "n = 0\nwhile True:\n    n += 1";
    rc = mp_run(s, loop, -1, &j);
    check("a limit in mp_run's JSON",
          rc == 1 &&
              strstr(j, "\"message\":\"operation limit of 1000 operations exceeded at line 3\""),
          j);
    free(j);
    mp_outcome o;
    rc = mp_run_value(s, loop, -1, &o);
    check("a limit in mp_run_value",
          rc == 1 &&
              !strcmp(o.error.message, "operation limit of 1000 operations exceeded at line 3"),
          o.error.message);

    mp_cancel(s);
    rc = mp_run(s, "result = 2", -1, &j);
    check("a pending cancel stops the next run", rc == 1 && strstr(j, "Cancelled"), j);
    free(j);
    rc = mp_run(s, "result = 3", -1, &j);
    check("and only that one", rc == 0 && strstr(j, "\"result\":3,"), j);
    free(j);
    mp_close(s);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
