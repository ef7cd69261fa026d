/*
 * moditertools.c: the C part of itertools (runtime/moditertools.lua): the index steps of
 * permutations, combinations and combinations_with_replacement, in CPython's order, each
 * making its tuple of the pool's items in one step. The Lua part takes the arguments, makes
 * the pool (a Lua array) and wraps the step function in the iterator type.
 */
#include <stdlib.h>
#include <string.h>
#include "lauxlib.h"
#include "lua.h"

enum { PERMUTATIONS, COMBINATIONS, WITH_REPLACEMENT };

typedef struct {
    int kind, n, r, first, done;
    int *idx; /* n (permutations) or r indices into the pool, 0-based */
    int *cyc; /* permutations: r cycle counters */
} Comb;

/* the tuple of pool[idx[0..r-1]]: upvalue 2 is the pool, upvalue 3 the tuple metatable */
static void push_tuple(lua_State *L, const Comb *c) {
    lua_createtable(L, c->r, 0);
    for (int k = 0; k < c->r; k++) {
        lua_rawgeti(L, lua_upvalueindex(2), (lua_Integer)c->idx[k] + 1);
        lua_rawseti(L, -2, k + 1);
    }
    lua_pushvalue(L, lua_upvalueindex(3));
    lua_setmetatable(L, -2);
}

/* the next index set, as CPython's itertools steps it; 0 at the end */
static int advance(Comb *c) {
    int n = c->n, r = c->r, i;
    switch (c->kind) {
    case PERMUTATIONS:
        for (i = r - 1; i >= 0; i--) {
            if (--c->cyc[i] == 0) { /* indices[i:] rotated left by one */
                int x = c->idx[i];
                memmove(&c->idx[i], &c->idx[i + 1], sizeof(int) * (size_t)(n - i - 1));
                c->idx[n - 1] = x;
                c->cyc[i] = n - i;
            } else {
                int j = n - c->cyc[i], x = c->idx[i];
                c->idx[i] = c->idx[j];
                c->idx[j] = x;
                return 1;
            }
        }
        return 0;
    case COMBINATIONS:
        for (i = r - 1; i >= 0 && c->idx[i] == i + n - r; i--) {
        }
        if (i < 0) {
            return 0;
        }
        c->idx[i]++;
        for (int j = i + 1; j < r; j++) {
            c->idx[j] = c->idx[j - 1] + 1;
        }
        return 1;
    default:
        for (i = r - 1; i >= 0 && c->idx[i] == n - 1; i--) {
        }
        if (i < 0) {
            return 0;
        }
        int v = c->idx[i] + 1;
        for (int j = i; j < r; j++) {
            c->idx[j] = v;
        }
        return 1;
    }
}

/* step() -> the next tuple, or nothing at the end */
static int comb_step(lua_State *L) {
    Comb *c = lua_touserdata(L, lua_upvalueindex(1));
    if (c->done) {
        return 0;
    }
    if (c->first) {
        c->first = 0;
    } else if (!advance(c)) {
        c->done = 1;
        return 0;
    }
    push_tuple(L, c);
    return 1;
}

/* steps(kind, pool, n, r, tuplemt) -> step: kind "p", "c" or "w"; pool[1..n] the items, r >= 0 */
static int it_steps(lua_State *L) {
    const char *kind = luaL_checkstring(L, 1);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_Integer n = luaL_checkinteger(L, 3), r = luaL_checkinteger(L, 4);
    luaL_checktype(L, 5, LUA_TTABLE);
    luaL_argcheck(L, n >= 0 && n < (1 << 28), 3, "pool too large");
    luaL_argcheck(L, r >= 0 && r < (1 << 28), 4, "r out of range");
    int k = kind[0] == 'p' ? PERMUTATIONS : kind[0] == 'c' ? COMBINATIONS : WITH_REPLACEMENT;
    size_t nidx = k == PERMUTATIONS ? (size_t)n : (size_t)r;
    size_t ncyc = k == PERMUTATIONS ? (size_t)r : 0;
    Comb *c = lua_newuserdatauv(L, sizeof(Comb) + sizeof(int) * (nidx + ncyc + 1), 0);
    c->kind = k;
    c->n = (int)n;
    c->r = (int)r;
    c->first = 1;
    c->idx = (int *)(c + 1);
    c->cyc = c->idx + nidx;
    switch (k) {
    case PERMUTATIONS:
        c->done = r > n;
        for (int i = 0; i < n; i++) {
            c->idx[i] = i;
        }
        for (int i = 0; i < r && i < n; i++) {
            c->cyc[i] = (int)n - i;
        }
        break;
    case COMBINATIONS:
        c->done = r > n;
        for (int i = 0; i < r; i++) {
            c->idx[i] = i;
        }
        break;
    default:
        c->done = n == 0 && r > 0;
        for (int i = 0; i < r; i++) {
            c->idx[i] = 0;
        }
        break;
    }
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 5);
    lua_pushcclosure(L, comb_step, 3);
    return 1;
}

int luaopen_py_itertools(lua_State *L) {
    static const luaL_Reg funcs[] = {{"steps", it_steps}, {NULL, NULL}};
    luaL_newlib(L, funcs);
    return 1;
}
