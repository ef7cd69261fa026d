/*
 * objset.c: a shadow of CPython 3.11's set table (Objects/setobject.c), so that sets whose keys
 * have hashes moonpy knows (ints, floats, bools, tuples of them: runtime/objset.lua) iterate
 * and pop in CPython's order. The shadow is a userdata: a header, the hashes of its entries by
 * entry id, and the slots (0 empty, an entry id, or minus the id of a deleted key's dummy);
 * its user value is a Lua table of the keys by entry id. objset.lua logs every effective add
 * and discard of a set and replays the log here when the order is needed.
 *
 * The model: 8 slots at first; a key goes to the first empty slot of its probe sequence
 * (slot hash & mask, the next 9 slots when they fit, then i = i*5 + 1 + (perturb >>= 5)),
 * or to the last dummy before it; after an add into an empty slot, fill*5 >= mask*3
 * rebuilds the table at the first power of two above 4x the used count (2x past 50,000),
 * dropping the dummies. pop scans from a finger. Entry ids are given in order of arrival (a
 * dummy's id goes to the key that takes its slot) and renumbered by a rebuild: fill (keys
 * plus dummies) is the number of ids, below 3/5 of the slots, which bounds the id arrays.
 */
#include <math.h>
#include <string.h>
#include "objfloat.h"
#include "objint.h"

#define LINEAR_PROBES 9
#define PERTURB_SHIFT 5
#define MINSIZE 8

typedef struct {
    lua_Integer mask, fill, used, finger, nk, cap;
} Shadow;

/* the log's marker before a discarded key (never a Python value) */
static char disc_tag;

static lua_Integer *sh_hashes(Shadow *s) {
    return (lua_Integer *)(s + 1);
}
static int32_t *sh_slots(Shadow *s) {
    return (int32_t *)(sh_hashes(s) + s->cap + 1);
}

/* a new empty shadow of size slots (a power of two) on the stack, its key table as user value */
static Shadow *sh_new(lua_State *L, size_t size) {
    size_t cap = (size * 3) / 5 + 2;
    py_charge(L, (long long)size);
    Shadow *s = lua_newuserdatauv(
        L, sizeof(Shadow) + sizeof(lua_Integer) * (cap + 1) + sizeof(int32_t) * size, 1);
    s->mask = (lua_Integer)size - 1;
    s->fill = s->used = s->finger = s->nk = 0;
    s->cap = (lua_Integer)cap;
    memset(sh_slots(s), 0, sizeof(int32_t) * size);
    lua_createtable(L, (int)(cap < 1024 ? cap : 1024), 0);
    lua_setiuservalue(L, -2, 1);
    return s;
}

static Shadow *sh_check(lua_State *L, int idx) {
    Shadow *s = lua_touserdata(L, idx);
    luaL_argcheck(L, s != NULL && lua_type(L, idx) == LUA_TUSERDATA, idx, "set shadow expected");
    return s;
}

/* the first empty slot of hash h's probe sequence (a table without dummies) */
static size_t sh_empty_slot(Shadow *s, lua_Unsigned h) {
    size_t mask = (size_t)s->mask, i = (size_t)(h & mask);
    int32_t *slots = sh_slots(s);
    lua_Unsigned perturb = h;
    for (;;) {
        if (slots[i] == 0) {
            return i;
        }
        if (i + LINEAR_PROBES <= mask) {
            for (size_t j = 1; j <= LINEAR_PROBES; j++) {
                if (slots[i + j] == 0) {
                    return i + j;
                }
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (size_t)((i * 5 + 1 + perturb) & mask);
    }
}

/* where an absent key of hash h goes: the last dummy of its probe sequence before the first
 * empty slot, else that empty slot */
static size_t sh_free_slot(Shadow *s, lua_Unsigned h) {
    size_t mask = (size_t)s->mask, i = (size_t)(h & mask), dummy = (size_t)-1;
    int32_t *slots = sh_slots(s);
    lua_Unsigned perturb = h;
    for (;;) {
        size_t last = i + LINEAR_PROBES <= mask ? i + LINEAR_PROBES : i;
        for (size_t j = i; j <= last; j++) {
            if (slots[j] == 0) {
                return dummy != (size_t)-1 ? dummy : j;
            }
            if (slots[j] < 0) {
                dummy = j;
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (size_t)((i * 5 + 1 + perturb) & mask);
    }
}

/* put an entry of hash h into slot i (empty: a new id; a dummy: its id again); the key is at
 * the stack top (popped) and the shadow's key table at kt */
static void sh_put(lua_State *L, Shadow *s, int kt, size_t i, lua_Integer h) {
    int32_t *slots = sh_slots(s);
    lua_Integer id;
    if (slots[i] < 0) {
        id = -slots[i];
    } else {
        id = ++s->nk;
        s->fill++;
    }
    sh_hashes(s)[id] = h;
    slots[i] = (int32_t)id;
    lua_rawseti(L, kt, id);
    s->used++;
}

/* rebuild the shadow at index idx (replaced) for minused: CPython's set_table_resize */
static Shadow *sh_resize(lua_State *L, int idx, lua_Integer minused) {
    Shadow *old = lua_touserdata(L, idx);
    size_t size = MINSIZE;
    while ((lua_Integer)size <= minused) {
        size <<= 1;
    }
    if (size == MINSIZE && old->mask == MINSIZE - 1 && old->fill == old->used) {
        return old;
    }
    idx = lua_absindex(L, idx);
    lua_getiuservalue(L, idx, 1);
    int okt = lua_gettop(L);
    Shadow *s = sh_new(L, size);
    lua_getiuservalue(L, -1, 1);
    int nkt = lua_gettop(L);
    int32_t *oslots = sh_slots(old);
    lua_Integer *oh = sh_hashes(old);
    for (lua_Integer i = 0; i <= old->mask; i++) {
        int32_t id = oslots[i];
        if (id > 0) {
            lua_rawgeti(L, okt, id);
            sh_put(L, s, nkt, sh_empty_slot(s, (lua_Unsigned)oh[id]), oh[id]);
        }
    }
    s->finger = old->finger;
    lua_pop(L, 1);
    lua_replace(L, idx);
    lua_pop(L, 1);
    return s;
}

/* Python's hash of the key at index k, in *h: 0 when moonpy does not know it (a str, an
 * object, a nan). keyhash (at index kh) hashes what is not an int, float or bool. */
static int key_hash(lua_State *L, int k, int kh, lua_Integer *h) {
    switch (lua_type(L, k)) {
    case LUA_TNUMBER:
        if (lua_isinteger(L, k)) {
            lua_Integer v = lua_tointeger(L, k);
            lua_Unsigned a = v < 0 ? (lua_Unsigned)0 - (lua_Unsigned)v : (lua_Unsigned)v;
            lua_Integer r = (lua_Integer)(a % (((lua_Unsigned)1 << 61) - 1));
            r = v < 0 ? -r : r;
            *h = r == -1 ? -2 : r;
            return 1;
        } else {
            double d = lua_tonumber(L, k);
            if (isnan(d)) {
                return 0;
            }
            *h = py_float_hash(d);
            return 1;
        }
    case LUA_TBOOLEAN:
        *h = lua_toboolean(L, k);
        return 1;
    case LUA_TSTRING:
    case LUA_TNIL:
        return 0;
    default: {
        int ok;
        lua_pushvalue(L, kh);
        lua_pushvalue(L, k);
        lua_call(L, 1, 1);
        *h = lua_tointegerx(L, -1, &ok);
        lua_pop(L, 1);
        return ok;
    }
    }
}

/* add the key at the stack top (popped; known absent) of hash h to the shadow at idx */
static Shadow *sh_add(lua_State *L, int idx, lua_Integer h) {
    Shadow *s = lua_touserdata(L, idx);
    lua_Integer fill = s->fill;
    lua_getiuservalue(L, idx, 1);
    lua_insert(L, -2);
    sh_put(L, s, lua_gettop(L) - 1, sh_free_slot(s, (lua_Unsigned)h), h);
    lua_pop(L, 1);
    if (s->fill > fill && s->fill * 5 >= s->mask * 3) {
        s = sh_resize(L, idx, s->used > 50000 ? s->used * 2 : s->used * 4);
    }
    return s;
}

/* turn the entry of the key at index k (hash h) into a dummy; 0 when it is not there */
static int sh_discard(lua_State *L, Shadow *s, int idx, int k, lua_Unsigned h) {
    size_t mask = (size_t)s->mask, i = (size_t)(h & mask);
    int32_t *slots = sh_slots(s);
    lua_Integer *hashes = sh_hashes(s);
    lua_Unsigned perturb = h;
    lua_getiuservalue(L, idx, 1);
    int kt = lua_gettop(L);
    for (;;) {
        size_t last = i + LINEAR_PROBES <= mask ? i + LINEAR_PROBES : i;
        for (size_t j = i; j <= last; j++) {
            int32_t id = slots[j];
            if (id == 0) {
                lua_pop(L, 1);
                return 0;
            }
            if (id > 0 && (lua_Unsigned)hashes[id] == h) {
                lua_rawgeti(L, kt, id);
                int same = lua_rawequal(L, -1, k);
                lua_pop(L, 1);
                if (same) {
                    slots[j] = -id;
                    lua_pushnil(L);
                    lua_rawseti(L, kt, id);
                    s->used--;
                    lua_pop(L, 1);
                    return 1;
                }
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (size_t)((i * 5 + 1 + perturb) & mask);
    }
}

/* the shadow at idx, or a new empty one there when it is false */
static Shadow *sh_arg(lua_State *L, int idx) {
    if (!lua_toboolean(L, idx)) {
        sh_new(L, MINSIZE);
        lua_replace(L, idx);
    }
    return sh_check(L, idx);
}

/* set_replay(sh, log, n, keyhash) -> the shadow after log[1..n] (a discarded key follows
 * set_disc), or false when a key's hash is unknown or the log does not fit the shadow;
 * sh false: an empty set's */
static int set_replay(lua_State *L) {
    lua_settop(L, 4);
    sh_arg(L, 1);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_Integer n = luaL_checkinteger(L, 3);
    py_charge(L, n);
    for (lua_Integer j = 1; j <= n; j++) {
        lua_Integer h;
        int disc = 0;
        lua_rawgeti(L, 2, j); /* 5 */
        if (lua_touserdata(L, 5) == &disc_tag && lua_type(L, 5) == LUA_TLIGHTUSERDATA) {
            disc = 1;
            lua_pop(L, 1);
            lua_rawgeti(L, 2, ++j);
        }
        if (!key_hash(L, 5, 4, &h)) {
            lua_pushboolean(L, 0);
            return 1;
        }
        Shadow *s = lua_touserdata(L, 1);
        if (disc) {
            if (!sh_discard(L, s, 1, 5, (lua_Unsigned)h)) {
                lua_pushboolean(L, 0);
                return 1;
            }
            lua_pop(L, 1);
        } else {
            if (s->nk >= s->cap) {
                lua_pushboolean(L, 0);
                return 1;
            }
            sh_add(L, 1, h);
        }
    }
    lua_settop(L, 1);
    return 1;
}

/* set_order(sh) -> its keys in slot order (a Lua array) */
static int set_order(lua_State *L) {
    Shadow *s = sh_check(L, 1);
    int32_t *slots = sh_slots(s);
    py_charge(L, s->mask + 1);
    lua_getiuservalue(L, 1, 1);
    lua_createtable(L, (int)s->used, 0);
    lua_Integer out = 0;
    for (lua_Integer i = 0; i <= s->mask; i++) {
        if (slots[i] > 0) {
            lua_rawgeti(L, 2, slots[i]);
            lua_rawseti(L, 3, ++out);
        }
    }
    return 1;
}

/* set_pop(sh) -> the key set.pop() takes (from the finger on), made a dummy */
static int set_pop(lua_State *L) {
    Shadow *s = sh_check(L, 1);
    int32_t *slots = sh_slots(s);
    if (s->used == 0) {
        return 0;
    }
    lua_Integer i = s->finger & s->mask;
    while (slots[i] <= 0) {
        i = i == s->mask ? 0 : i + 1;
    }
    lua_getiuservalue(L, 1, 1);
    lua_rawgeti(L, 2, slots[i]);
    lua_pushnil(L);
    lua_rawseti(L, 2, slots[i]);
    slots[i] = -slots[i];
    s->used--;
    s->finger = i + 1;
    return 1;
}

/* set_merge(sh, other) -> sh, done: CPython's set_merge of the set of shadow other into the
 * set of shadow sh (nil: a new set's): the first resize, then the layout copied or the keys
 * inserted anew when sh's table is empty (done true); done false: the caller adds other's
 * keys in other's order */
static int set_merge(lua_State *L) {
    lua_settop(L, 2);
    Shadow *s = sh_arg(L, 1), *o = sh_check(L, 2);
    if (o->used == 0) {
        lua_pushboolean(L, 1);
        return 2;
    }
    if ((s->fill + o->used) * 5 >= s->mask * 3) {
        s = sh_resize(L, 1, (s->used + o->used) * 2);
    }
    if (s->fill != 0) {
        lua_settop(L, 1);
        lua_pushboolean(L, 0);
        return 2;
    }
    lua_getiuservalue(L, 1, 1); /* 3 */
    lua_getiuservalue(L, 2, 1); /* 4 */
    int32_t *oslots = sh_slots(o), *slots = sh_slots(s);
    lua_Integer *oh = sh_hashes(o);
    py_charge(L, o->mask + 1);
    if (s->mask == o->mask && o->fill == o->used) {
        memcpy(slots, oslots, sizeof(int32_t) * (size_t)(o->mask + 1));
        memcpy(sh_hashes(s), oh, sizeof(lua_Integer) * (size_t)(o->nk + 1));
        for (lua_Integer id = 1; id <= o->nk; id++) {
            lua_rawgeti(L, 4, id);
            lua_rawseti(L, 3, id);
        }
        s->nk = o->nk;
        s->fill = o->fill;
        s->used = o->used;
    } else {
        for (lua_Integer i = 0; i <= o->mask; i++) {
            int32_t id = oslots[i];
            if (id > 0) {
                lua_rawgeti(L, 4, id);
                sh_put(L, s, 3, sh_empty_slot(s, (lua_Unsigned)oh[id]), oh[id]);
            }
        }
    }
    lua_settop(L, 1);
    lua_pushboolean(L, 1);
    return 2;
}

/* set_presize(sh, n) -> sh: the resize before n keys are added from a dict (sh false: new) */
static int set_presize(lua_State *L) {
    lua_settop(L, 2);
    Shadow *s = sh_arg(L, 1);
    lua_Integer n = luaL_checkinteger(L, 2);
    if ((s->fill + n) * 5 >= s->mask * 3) {
        sh_resize(L, 1, (s->used + n) * 2);
    }
    lua_settop(L, 1);
    return 1;
}

/* set_diffresize(sh) -> sh: difference_update's rebuild when over a quarter are dummies */
static int set_diffresize(lua_State *L) {
    lua_settop(L, 1);
    Shadow *s = sh_arg(L, 1);
    if (s->fill - s->used > s->mask / 4) {
        sh_resize(L, 1, s->used > 50000 ? s->used * 2 : s->used * 4);
    }
    return 1;
}

/* set_finger(sh[, f]) -> sh's pop finger (sh false: a new empty shadow gets f) */
static int set_finger(lua_State *L) {
    lua_settop(L, 2);
    if (lua_isnil(L, 2)) {
        lua_pushinteger(L, !lua_toboolean(L, 1) ? 0 : sh_check(L, 1)->finger);
        return 1;
    }
    Shadow *s = sh_arg(L, 1);
    s->finger = luaL_checkinteger(L, 2);
    lua_settop(L, 1);
    return 1;
}

/* set_used(sh) -> the shadow's count of keys */
static int set_used(lua_State *L) {
    lua_pushinteger(L, !lua_toboolean(L, 1) ? 0 : sh_check(L, 1)->used);
    return 1;
}

/* adds the set_* functions and set_disc to the table at the top of the stack (py.num) */
void py_openset(lua_State *L) {
    static const luaL_Reg fns[] = {{"set_replay", set_replay},
                                   {"set_order", set_order},
                                   {"set_pop", set_pop},
                                   {"set_merge", set_merge},
                                   {"set_presize", set_presize},
                                   {"set_diffresize", set_diffresize},
                                   {"set_finger", set_finger},
                                   {"set_used", set_used},
                                   {NULL, NULL}};
    luaL_setfuncs(L, fns, 0);
    lua_pushlightuserdata(L, &disc_tag);
    lua_setfield(L, -2, "set_disc");
}
