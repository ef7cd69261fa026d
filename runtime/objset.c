/*
 * objset.c: the iteration order of CPython's set for keys whose hashes moonpy knows (ints,
 * floats, tuples of them: runtime/objset.lua's set_keys). The keys are inserted, in moonpy's
 * order (which is the program's insertion order), into a model of CPython 3.11's table
 * (Objects/setobject.c): 8 slots at first, linear probing over the next 9 slots, then perturbed
 * open addressing; the table grows to the first power of two above 4x the used count (2x past
 * 50,000) when fill*5 >= mask*3. Reading the model's slots in order gives CPython's order.
 * Deleted entries (CPython's dummies) are not modelled.
 */
#include <string.h>
#include "objint.h"

#define LINEAR_PROBES 9
#define PERTURB_SHIFT 5

/* insert key number k (1-based) of hash h into tab (mask m; 0 = empty) */
static void order_insert(lua_Integer *tab, size_t m, lua_Unsigned h, lua_Integer k) {
    size_t i = (size_t)(h & m);
    lua_Unsigned perturb = h;
    for (;;) {
        if (tab[i] == 0) {
            tab[i] = k;
            return;
        }
        if (i + LINEAR_PROBES <= m) {
            for (size_t j = 1; j <= LINEAR_PROBES; j++) {
                if (tab[i + j] == 0) {
                    tab[i + j] = k;
                    return;
                }
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (size_t)((i * 5 + 1 + perturb) & m);
    }
}

/* set_order(keys, hashes, mask0) -> the keys (a Lua array) in CPython's table order; hashes is
 * a Lua array of their hashes, or nil when the keys are ints (hash(k) is k, hash(-1) is -2);
 * mask0 the first table's mask (nil: 7) */
static int set_order(lua_State *L) {
    lua_Integer n = (lua_Integer)lua_rawlen(L, 1), k;
    int given = !lua_isnoneornil(L, 2);
    size_t mask = (size_t)luaL_optinteger(L, 3, 7);
    py_charge(L, n);
    lua_settop(L, 3);
    lua_Unsigned *hashes = lua_newuserdatauv(L, sizeof(lua_Unsigned) * (size_t)(n + 1), 0); /* 4 */
    for (k = 1; k <= n; k++) {
        lua_Integer h;
        if (given) {
            lua_rawgeti(L, 2, k);
        } else {
            lua_rawgeti(L, 1, k);
        }
        h = lua_tointeger(L, -1);
        lua_pop(L, 1);
        hashes[k] = (lua_Unsigned)(!given && h == -1 ? -2 : h);
    }
    lua_Integer *tab = lua_newuserdatauv(L, sizeof(lua_Integer) * (mask + 1), 0); /* 5 */
    memset(tab, 0, sizeof(lua_Integer) * (mask + 1));
    lua_Integer used = 0;
    for (k = 1; k <= n; k++) {
        order_insert(tab, mask, hashes[k], k);
        used++;
        if ((size_t)used * 5 >= mask * 3) {
            size_t newsize = 8, minused = (size_t)(used > 50000 ? used * 2 : used * 4);
            while (newsize <= minused) {
                newsize <<= 1;
            }
            lua_Integer *nt = lua_newuserdatauv(L, sizeof(lua_Integer) * newsize, 0);
            memset(nt, 0, sizeof(lua_Integer) * newsize);
            for (size_t i = 0; i <= mask; i++) {
                if (tab[i] != 0) {
                    order_insert(nt, newsize - 1, hashes[tab[i]], tab[i]);
                }
            }
            lua_replace(L, 5);
            tab = nt;
            mask = newsize - 1;
        }
    }
    lua_createtable(L, (int)n, 0);
    lua_Integer out = 0;
    for (size_t i = 0; i <= mask; i++) {
        if (tab[i] != 0) {
            lua_rawgeti(L, 1, tab[i]);
            lua_rawseti(L, -2, ++out);
        }
    }
    return 1;
}

/* adds set_order to the table at the top of the stack (the py.num module) */
void py_openset(lua_State *L) {
    lua_pushcfunction(L, set_order);
    lua_setfield(L, -2, "set_order");
}
