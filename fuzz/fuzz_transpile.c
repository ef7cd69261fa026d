/*
 * fuzz_transpile.c: libFuzzer target for the transpiler (the transpiler/ modules in the trusted
 * compiler state, src/compiler.c) on arbitrary bytes.
 *
 * Any input must give Lua source or a SyntaxError report in CPython's shape ("  File ...",
 * the line, the caret, "SyntaxError: ..."). A finding (abort, so libFuzzer keeps the input):
 *   - a Lua error out of the translator (cmp_translate's pcall failed), or a report that is
 *     not CPython's shape, or that says "internal parser error" (a Lua error inside the
 *     parser turned into a SyntaxError);
 *   - Lua source that Lua's own parser refuses (the run would be "SystemError: moonpy
 *     generated invalid Lua"), except what Lua refuses for its limits (200 locals, C stack
 *     depth, ...), which fuzz/README.md lists as known until the code generator handles it;
 *   - the same source translated twice in a row giving two different results (state left
 *     behind in the compiler, e.g. by an LPeg match-time capture that backtracking kept);
 *   - a crash, a sanitizer report or a hang (libFuzzer's -timeout) anywhere in it.
 * The compiler state is kept between inputs, as the MCP template keeps it for every session.
 * The lines of the transpiler's Lua files count as coverage (luacov.h).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lauxlib.h"
#include "lualib.h"
#include "moonpy_int.h"
#include "luacov.h"

#define FUZZ_TARGET "fuzz_transpile"
#include "finding.h"

static Compiler *cmp;
static lua_State *check; /* a plain Lua state that only compiles the generated chunks */

/* Lua refuses some chunks for its own limits: a clean-error-missing, not a crash. */
static int lua_limit(const char *msg) {
    static const char *const limits[] = {"(limit is ", "C stack overflow", "too many registers",
                                         "control structure too long"};
    for (size_t i = 0; i < sizeof limits / sizeof *limits; i++) {
        if (strstr(msg, limits[i])) {
            return 1;
        }
    }
    return 0;
}

static void check_report(const char *err) {
    /* CPython's one-line reports of a source it cannot read (not UTF-8, a NUL byte) */
    const char *nl = strchr(err, '\n');
    if (strncmp(err, "SyntaxError: ", 13) == 0 && (!nl || nl[1] == '\0')) {
        return;
    }
    if (strncmp(err, "  File \"", 8) != 0) {
        finding_s("a translator error that is not a SyntaxError report", err);
    }
    /* the last line, "SyntaxError: msg" (the lines before it echo the source) */
    size_t n = strlen(err);
    while (n > 0 && err[n - 1] == '\n') {
        n--;
    }
    const char *last = err + n;
    while (last > err && last[-1] != '\n') {
        last--;
    }
    if (strncmp(last, "SyntaxError: ", 13) != 0 && strncmp(last, "IndentationError: ", 18) != 0 &&
        strncmp(last, "TabError: ", 10) != 0) {
        finding_s("a report that does not end in SyntaxError/IndentationError/TabError", err);
    }
    static const char *const leaks[] = {
        "internal parser error", "[moonpy ",       ".lua:",
        "attempt to ",           "bad argument #", "stack traceback"};
    for (size_t i = 0; i < sizeof leaks / sizeof *leaks; i++) {
        const char *p = strstr(last, leaks[i]);
        if (p && p < err + n) {
            finding_s("a Lua error inside the translator, reported as a SyntaxError", err);
        }
    }
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    cmp = cmp_new();
    check = luaL_newstate();
    if (!cmp || !check) {
        fputs("fuzz_transpile: cannot start\n", stderr);
        exit(1);
    }
    luacov_start(cmp_state(cmp), "/transpiler/");
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static Buf first; /* the first translation's text */
    const char *lua, *map, *err;
    size_t lualen;
    if (size > 64 * 1024) {
        return -1; /* not worth it: the grammar is what is tested */
    }
    int keep_last = size > 0 && (data[0] & 1); /* both forms: `moonpy run` and a session cell */
    const char *src = (const char *)data;
    int ok = cmp_translate_opts(cmp, src, size, "<fuzz>", keep_last, 0, &lua, &lualen, &map, &err);
    first.n = 0;
    buf_add(&first, ok ? lua : err, ok ? lualen : strlen(err));
    /* the compiler state is kept: the same source must translate the same way again */
    int ok2 = cmp_translate_opts(cmp, src, size, "<fuzz>", keep_last, 0, &lua, &lualen, &map, &err);
    size_t n2 = ok2 ? lualen : strlen(err);
    if (ok2 != ok || n2 != first.n || memcmp(ok2 ? lua : err, first.p, n2) != 0) {
        finding("translating the same source twice gave two results", first.p, first.n);
    }
    if (!ok) {
        check_report(err);
        return 0;
    }
    lua_settop(check, 0);
    if (luaL_loadbufferx(check, lua, lualen, "=generated", "t") != LUA_OK) {
        const char *msg = lua_tostring(check, -1);
        if (!lua_limit(msg)) {
            finding_s("generated Lua that Lua refuses", msg);
        }
    }
    lua_settop(check, 0);
    return 0;
}
