/*
 * luacov.h: coverage of Lua code for libFuzzer. Only the C is compiled with coverage, and most
 * of the transpiler and the runtime is Lua: a line hook counts the edges (previous line, this
 * line) of the chunks whose source name contains `filter` in libFuzzer's extra counters, so
 * an input that reaches new Lua code is kept like one that reaches new C. Included by one
 * target each.
 */
#ifndef MOONPY_FUZZ_LUACOV_H
#define MOONPY_FUZZ_LUACOV_H

#include <stdint.h>
#include <string.h>
#include "lua.h"

#define LUACOV_SIZE (1u << 16)

__attribute__((used,
               section("__libfuzzer_extra_counters"))) static uint8_t luacov_counters[LUACOV_SIZE];
static const char *luacov_filter;
static uint32_t luacov_prev;

static uint32_t luacov_hash(const char *s, int line) {
    uint32_t h = 2166136261u;
    for (; *s; s++) {
        h = (h ^ (unsigned char)*s) * 16777619u;
    }
    return (h ^ (uint32_t)line) * 2654435761u;
}

static void luacov_hook(lua_State *L, lua_Debug *ar) {
    if (!lua_getinfo(L, "S", ar) || !strstr(ar->source, luacov_filter)) {
        return;
    }
    uint32_t here = luacov_hash(ar->source, ar->currentline);
    uint32_t edge = (here ^ (luacov_prev >> 1)) & (LUACOV_SIZE - 1);
    luacov_prev = here;
    if (luacov_counters[edge] < 255) {
        luacov_counters[edge]++;
    }
}

/* Counts the lines of L's chunks from `filter` (and of the coroutines it creates from now). */
static void luacov_start(lua_State *L, const char *filter) {
    luacov_filter = filter;
    luacov_prev = 0;
    lua_sethook(L, luacov_hook, LUA_MASKLINE, 0);
}

#endif
