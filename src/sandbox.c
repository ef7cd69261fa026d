/*
 * sandbox.c: the Lua state that runs translated Python (DESIGN.md section 5, walls 1 and 2),
 * and the one run path of every face (sbx_run).
 *
 * - A counting allocator with a hard cap: past it Lua raises "not enough memory", which
 *   the prelude reports as an uncatchable MemoryError.
 * - The runtime (runtime/run.lua and the parts runtime/init.lua lists) runs with the Lua
 *   libraries it needs; the program runs in a fresh environment whose only names are Python's
 *   builtins, so no Lua function is reachable from Python. Chunks are loaded as text only.
 * - Operations are counted by moonpy's Lua (patches/lua) at every loop back-edge and call:
 *   every TICK of them sbx_budget charges the budget and checks the wall-clock deadline, as
 *   C functions that loop do (py_charge).
 * - sbx_run sets a run's limits, the watchdog and the output cap, runs the chunk (through
 *   runtime/session.lua for a session's cell, which picks and exports its result), disarms
 *   everything, and fills the neutral outcome (SbxOutcome): what the faces make their answers
 *   of. No user code runs outside it.
 */
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "lauxlib.h"
#include "lualib.h"
#include "moonpy_int.h"
#include "objfloat.h"

extern int luaopen_py_num(lua_State *L);

#define TICK 1024
/* sys.setrecursionlimit's cap: the Lua stack holds this many frames of a small function */
#define SBX_MAX_DEPTH 100000

struct Sandbox {
    lua_State *L;
    py_Run run;
    SbxWriter out; /* NULL: output is captured in logs */
    void *outud;
    Buf logs; /* captured output: all of it, or its head (log_budget) */
    Buf tail; /* past the head: a ring of the last bytes, tail_pos the oldest */
    size_t tail_pos, tail_max, head_max;
    size_t outbytes, max_output; /* of the current run */
    int runtime_ref;             /* registry refs: the runtime table R, session.lua's table */
    int session_ref;
    volatile sig_atomic_t cancelled; /* sbx_cancel: the current or next run stops */
    char chunk[256];                 /* "=" filename: the program's own chunk, this run */
    long long mem_line;              /* where the program was when the memory cap refused */
    Buf text;                        /* outcome text made here */
    Pool pool;                       /* small blocks (pool.c) */
    Compiler *cmp;                   /* eval() and exec()'s translator, made at their first use */
};

/* The line of the program's own code that runs now (0 if none): read from the running thread's
 * call stack, which lua_getstack and lua_getinfo("Sl") walk without allocating, so the
 * allocator may ask when it refuses. Lua reports "not enough memory" without calling the
 * message handler, so this is the only moment the place of a memory limit is known. */
static long long sbx_where(Sandbox *s) {
    lua_State *T = wd_target();
    lua_Debug ar;
    if (!T || !s->chunk[0]) {
        return 0;
    }
    for (int level = 0; lua_getstack(T, level, &ar); level++) {
        if (lua_getinfo(T, "Sl", &ar) && ar.currentline > 0 && strcmp(ar.source, s->chunk) == 0) {
            return ar.currentline;
        }
    }
    return 0;
}

static void *sbx_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    Sandbox *s = ud;
    py_Run *r = &s->run;
    if (ptr == NULL) {
        osize = 0;
    }
    if (nsize == 0) {
        pool_realloc(&s->pool, ptr, osize, 0);
        r->mem -= osize;
        return NULL;
    }
    if (nsize > osize && r->max_mem && r->mem + (nsize - osize) > r->max_mem) {
        r->limit_hit = 2; /* 2: the memory cap (the others set 1) */
        if (!s->mem_line) {
            s->mem_line = sbx_where(s);
        }
        return NULL;
    }
    void *p = pool_realloc(&s->pool, ptr, osize, nsize);
    if (p == NULL) {
        return NULL;
    }
    r->mem = r->mem - osize + nsize;
    if (r->mem > r->mem_peak) {
        r->mem_peak = r->mem;
    }
    return p;
}

static void sbx_emit(Sandbox *s, const char *str, size_t n) {
    if (s->out) {
        s->out(s->outud, str, n);
        return;
    }
    if (!s->head_max) {
        buf_add(&s->logs, str, n);
        return;
    }
    /* the log budget: the head, then a ring of the last tail_max bytes */
    if (s->logs.n < s->head_max) {
        size_t k = s->head_max - s->logs.n < n ? s->head_max - s->logs.n : n;
        buf_add(&s->logs, str, k);
        str += k;
        n -= k;
    }
    if (n >= s->tail_max) {
        s->tail.n = 0;
        buf_add(&s->tail, str + n - s->tail_max, s->tail_max);
        s->tail_pos = 0;
        return;
    }
    if (s->tail.n + n <= s->tail_max) {
        buf_add(&s->tail, str, n);
        return;
    }
    size_t room = s->tail_max - s->tail.n; /* fill the ring, then overwrite its oldest bytes */
    buf_add(&s->tail, str, room);
    str += room;
    n -= room;
    while (n) {
        size_t k = s->tail_max - s->tail_pos < n ? s->tail_max - s->tail_pos : n;
        memcpy(s->tail.p + s->tail_pos, str, k);
        s->tail_pos = (s->tail_pos + k) % s->tail_max;
        str += k;
        n -= k;
    }
}

/* The captured output as one text: all of it, or its head and tail around the cut line. */
static SbxStr sbx_logs(Sandbox *s) {
    if (s->head_max && s->tail.n) {
        Buf ring = {0};
        buf_add(&ring, s->tail.p + s->tail_pos, s->tail.n - s->tail_pos);
        buf_add(&ring, s->tail.p, s->tail_pos);
        if (s->logs.n + ring.n >= s->outbytes) {
            buf_add(&s->logs, ring.p, ring.n); /* nothing was left out */
        } else {
            Buf head = s->logs;
            s->logs = (Buf){0};
            buf_add_cut(&s->logs, head.p, head.n, ring.p, ring.n, s->outbytes, "output");
            buf_free(&head);
        }
        buf_free(&ring);
        s->tail.n = 0;
    }
    return (SbxStr){s->logs.p, s->logs.n};
}

/* write(s): program output, counted against the output cap (the only one): past it the run
 * ends with OutputLimit, the output up to the cap kept. */
static int sbx_write(lua_State *L) {
    Sandbox *s = *(Sandbox **)lua_touserdata(L, lua_upvalueindex(1));
    size_t n;
    const char *str = luaL_checklstring(L, 1, &n);
    if (s->max_output && s->outbytes + n > s->max_output) {
        size_t room = s->max_output - s->outbytes;
        sbx_emit(s, str, room);
        s->outbytes += room;
        return py_limit(L, "OutputLimit", SBX_OUTPUT_LIMIT);
    }
    s->outbytes += n;
    sbx_emit(s, str, n);
    return 0;
}

/* The VM's operation budget ran out (patches/lua: TICK back-edges and calls since the last
 * time): charge it, check the clock; returns the next allowance. */
static int sbx_budget(lua_State *L) {
    py_charge(L, TICK);
    return TICK;
}

/* markpython(f): f, a chunk of translated Python, and the functions it defines are Python's:
 * integers do not wrap, division is Python's, and each call counts against the recursion
 * limit (patches/lua). */
static int sbx_markpython(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_mp_markpython(L, 1);
    return 0;
}

/* setfast(f, which): the runtime helper f runs in place in OP_CALL (MP_FAST_* of lua.h) */
static int sbx_setfast(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    luaL_argcheck(L, !lua_iscfunction(L, 1), 1, "Lua function expected");
    lua_mp_setfast(L, 1, (int)luaL_checkinteger(L, 2));
    return 0;
}

/* clone(t) -> a copy of the table t (its array and hash parts as they are, no metatable): a
 * dict's or set's three tables copied at once (runtime/objset.lua, objdict.lua) */
static int sbx_clone(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_mp_clone(L, 1);
    return 1;
}

/* copyseq(t [, i, j]) -> a new table of t[i..j] (default 1, #t raw) at 1..: what
 * `{ table.unpack(t, i, j) }` makes, for sequences of any length (unpack stops near a million) */
static int sbx_copyseq(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer i = luaL_optinteger(L, 2, 1);
    lua_Integer j = lua_isnoneornil(L, 3) ? (lua_Integer)lua_rawlen(L, 1) : luaL_checkinteger(L, 3);
    lua_Integer n = j >= i ? j - i + 1 : 0;
    luaL_argcheck(L, n < INT_MAX, 3, "too many items");
    lua_createtable(L, (int)n, 0);
    for (lua_Integer k = 0; k < n; k++) {
        lua_rawgeti(L, 1, i + k);
        lua_rawseti(L, -2, k + 1);
    }
    return 1;
}

/* concatseq(a, b [, mt]) -> a new table of a's items then b's (list + list, tuple + tuple),
 * made at its size, with metatable mt */
static int sbx_concatseq(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_Integer na = (lua_Integer)lua_rawlen(L, 1), nb = (lua_Integer)lua_rawlen(L, 2);
    luaL_argcheck(L, na + nb < INT_MAX, 2, "too many items");
    lua_createtable(L, (int)(na + nb), 0);
    for (lua_Integer k = 1; k <= na; k++) {
        lua_rawgeti(L, 1, k);
        lua_rawseti(L, -2, k);
    }
    for (lua_Integer k = 1; k <= nb; k++) {
        lua_rawgeti(L, 2, k);
        lua_rawseti(L, -2, na + k);
    }
    if (lua_istable(L, 3)) {
        lua_pushvalue(L, 3);
        lua_setmetatable(L, -2);
    }
    return 1;
}

/* repeatseq(t, n) -> a new table of t[1..#t] n times over (list * n, tuple * n), n > 0 */
static int sbx_repeatseq(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer len = (lua_Integer)lua_rawlen(L, 1), n = luaL_checkinteger(L, 2);
    luaL_argcheck(L, n >= 0 && (len == 0 || n <= (INT_MAX - 1) / len), 2, "too many items");
    lua_createtable(L, (int)(len * n), 0);
    if (len == 1) {
        lua_rawgeti(L, 1, 1);
        for (lua_Integer k = 1; k <= n; k++) {
            lua_pushvalue(L, -1);
            lua_rawseti(L, -3, k);
        }
        lua_pop(L, 1);
        return 1;
    }
    lua_Integer p = 0;
    for (lua_Integer r = 0; r < n; r++) {
        for (lua_Integer i = 1; i <= len; i++) {
            lua_rawgeti(L, 1, i);
            lua_rawseti(L, -2, ++p);
        }
    }
    return 1;
}

/* badcall() -> the function and the argument count of the last call with too many arguments
 * (the VM keeps them in the registry before it raises; patches/lua/0005) */
static int sbx_badcall(lua_State *L) {
    lua_getfield(L, LUA_REGISTRYINDEX, "moonpy.badcall");
    lua_getfield(L, LUA_REGISTRYINDEX, "moonpy.badcount");
    return 2;
}

/* newobj(meta, n): a new table with metatable meta and room for n fields (an instance whose
 * class knows how many attributes its objects get) */
static int sbx_newobj(lua_State *L) {
    lua_Integer n = luaL_optinteger(L, 2, 0);
    lua_createtable(L, 0, n > 0 && n < 64 ? (int)n : 0);
    lua_pushvalue(L, 1);
    lua_setmetatable(L, -2);
    lua_pushvalue(L, lua_upvalueindex(1)); /* "#s": the class's root shape (lua_mp_ordset) */
    lua_pushvalue(L, -1);
    if (lua_rawget(L, 1) == LUA_TTABLE) {
        lua_rawset(L, -3);
    } else {
        lua_pop(L, 2);
    }
    return 1;
}

/* slotstore(slots, props, setattr) -> the __newindex of a class with __slots__ (runtime/
 * objclass.lua): o[k] = v is stored raw when k is one of the slots and no property of that name
 * is along the MRO; anything else goes to setattr(o, k, v) (the runtime's SA, which raises) */
static int slotstore_call(lua_State *L) {
    lua_settop(L, 3);
    lua_pushvalue(L, 2);
    if (lua_rawget(L, lua_upvalueindex(2)) == LUA_TNIL) {
        lua_pushvalue(L, 2);
        if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) {
            lua_settop(L, 3);
            lua_rawset(L, 1);
            return 0;
        }
    }
    lua_settop(L, 3);
    lua_pushvalue(L, lua_upvalueindex(3));
    lua_insert(L, 1);
    lua_call(L, 3, 0);
    return 0;
}

static int sbx_slotstore(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checktype(L, 2, LUA_TTABLE);
    luaL_checktype(L, 3, LUA_TFUNCTION);
    lua_settop(L, 3);
    lua_pushcclosure(L, slotstore_call, 3);
    return 1;
}

/* chars(s, i) -> i + 1 and the byte s[i + 1], or nothing at the end: the iterator of an ASCII
 * str's characters, which the VM runs in place in a generic for (lua_mp_setchars) */
static int sbx_chars(lua_State *L) {
    size_t len;
    const char *s = luaL_checklstring(L, 1, &len);
    lua_Integer i = luaL_checkinteger(L, 2);
    if (i < 0 || (size_t)i >= len) {
        return 0;
    }
    lua_pushinteger(L, i + 1);
    lua_pushlstring(L, s + i, 1);
    return 2;
}

/* strchars(s) -> chars, for a str that is ASCII (the VM knows a long one's answer), else nil */
static int sbx_strchars(lua_State *L) {
    luaL_checktype(L, 1, LUA_TSTRING);
    if (!lua_mp_isascii(L, 1)) {
        return 0;
    }
    lua_pushcfunction(L, sbx_chars);
    return 1;
}

/* setpytypes(ListMT, TupleMT, DictMT, SetMT, FrozenSetMT): the metatables the in-place helpers
 * know; kept alive in
 * the registry */
static int sbx_setpytypes(lua_State *L) {
    static const char *const names[] = {"moonpy.ListMT", "moonpy.TupleMT", "moonpy.DictMT",
                                        "moonpy.SetMT", "moonpy.FrozenSetMT"};
    for (int i = 1; i <= 5; i++) {
        luaL_checktype(L, i, LUA_TTABLE);
        lua_pushvalue(L, i);
        lua_setfield(L, LUA_REGISTRYINDEX, names[i - 1]);
    }
    lua_mp_setpytypes(L, 1, 2, 3, 4, 5);
    return 0;
}

/* markframe(f [, nreq]): f is a Python function (def or lambda): its calls count against the
 * recursion limit; the closures the translator makes inside one (try blocks) do not. A call
 * with fewer than nreq arguments raises (a module's function that requires them). */
static int sbx_markframe(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_mp_markframe(L, 1);
    if (!lua_isnoneornil(L, 2)) {
        lua_mp_setnreq(L, 1, (int)luaL_checkinteger(L, 2));
    }
    return 0;
}

/* unwinding(): a limit error reached the run's message handler, which reads where the program
 * was: the clock and the operation count rest until the run ends (no user code runs again),
 * so that the budget's next tick cannot raise the limit once more from inside the handler. */
static int sbx_unwinding(lua_State *L) {
    py_Run *r = py_run(L);
    r->deadline = 0;
    r->max_ops = 0;
    return 0;
}

/* compile(src, mode): the translation of eval()'s or exec()'s source (mode "eval" or "exec"),
 * true and the Lua, or false and the SyntaxError report. The translator is the host's (the
 * trusted state that translates programs), made at the first call; it stops at the run's
 * deadline. Sources past 1 MiB are refused before it sees them (its memory is not the
 * sandbox's: the cap bounds what the translator may be asked to hold). */
static int sbx_compile(lua_State *L) {
    Sandbox *s = *(Sandbox **)lua_touserdata(L, lua_upvalueindex(1));
    size_t len;
    const char *src = luaL_checklstring(L, 1, &len);
    const char *mode = luaL_checkstring(L, 2);
    if (len > (1u << 20)) {
        return py_limit(L, "MemoryError", SBX_MEMORY_LIMIT);
    }
    if (s->cmp == NULL && (s->cmp = cmp_new()) == NULL) {
        return py_limit(L, "MemoryError", SBX_MEMORY_LIMIT);
    }
    CmpInteractive out;
    int st = cmp_interactive(s->cmp, src, len, "<string>", mode, 0, s->run.deadline, &out);
    if (st == 1) {
        lua_pushboolean(L, 1);
        lua_pushlstring(L, out.lua, out.lualen);
        return 2;
    }
    lua_pushboolean(L, 0);
    lua_pushstring(L, out.err ? out.err : "SyntaxError: invalid syntax");
    return 2;
}

/* setbigfor(f): the function that runs numerical for loops over ints beyond 64 bits
 * (patches/lua/0006: for i in range(10**30, 10**30 + 5)) */
static int sbx_setbigfor(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_settop(L, 1);
    lua_setfield(L, LUA_REGISTRYINDEX, "moonpy.bigfor");
    return 0;
}

/* setrecursionlimit(n): Python frames allowed, at most SBX_MAX_DEPTH. */
static int sbx_setrecursionlimit(lua_State *L) {
    lua_Integer n = luaL_checkinteger(L, 1);
    lua_mp_setmaxdepth(L, n > SBX_MAX_DEPTH ? SBX_MAX_DEPTH : (int)n);
    return 0;
}

/* charge(n): C-side work proportional to n, charged to the operation budget. */
static int sbx_charge(lua_State *L) {
    py_charge(L, luaL_checkinteger(L, 1));
    return 0;
}

/* resume(co, ...): coroutine.resume that keeps the watchdog's target on the running thread. */
static int sbx_resume(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    luaL_argcheck(L, co != NULL, 1, "coroutine expected");
    int narg = lua_gettop(L) - 1;
    if (!lua_checkstack(co, narg)) {
        return luaL_error(L, "too many arguments to resume");
    }
    lua_xmove(L, co, narg);
    lua_State *prev = wd_swap(co);
    int nres;
    int st = lua_resume(co, L, narg, &nres);
    wd_swap(prev);
    wd_check(L);
    if (st == LUA_OK || st == LUA_YIELD) {
        if (!lua_checkstack(L, nres + 1)) {
            return luaL_error(L, "too many results to resume");
        }
        lua_pushboolean(L, 1);
        lua_xmove(co, L, nres);
        return nres + 1;
    }
    lua_pushboolean(L, 0);
    lua_xmove(co, L, 1);
    return 2;
}

/* ops(): operations charged so far. */
static int sbx_ops(lua_State *L) {
    py_Run *r = py_run(L);
    lua_pushinteger(L, r ? r->ops : 0);
    return 1;
}

/* loadmod(name): the embedded runtime file runtime/<name>.lua as a function. */
static int sbx_loadmod(lua_State *L) {
    const char *name = luaL_checkstring(L, 1);
    if (!emb_load(L, "runtime", name)) {
        return luaL_error(L, "runtime file '%s' not found", name);
    }
    return 1;
}

/* openc(name): the C part of the allowlisted module `name` (a table), or nil if it has none. */
static int sbx_openc(lua_State *L) {
    const char *name = luaL_checkstring(L, 1);
    for (const EmbeddedModule *m = moonpy_modules; m->name; m++) {
        if (strcmp(m->name, name) == 0 && m->open) {
            char key[64];
            snprintf(key, sizeof key, "py.%s", m->name);
            luaL_requiref(L, key, m->open, 0);
            return 1;
        }
    }
    lua_pushnil(L);
    return 1;
}

/* sentinel(): a new unique value. A userdata, not a table: `v == sentinel` never calls the
 * __eq of a Python object (Lua calls __eq only between two tables or two userdata... and
 * our sentinels have no metatable). */
static int sbx_sentinel(lua_State *L) {
    lua_newuserdatauv(L, 0, 0);
    return 1;
}

/* step(nf): the generic for's iterator of a Python iterable whose next function is nf (its
 * state): true and the next value, or nil at the end. moonpy's Lua runs it in place. */
static int sbx_step(lua_State *L) {
    lua_settop(L, 1);
    lua_call(L, 0, 1);
    if (lua_isnil(L, -1)) {
        return 1;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, -2);
    return 2;
}

/* pyframes(source, level): the frames of the stack from `level` (as debug.getinfo counts,
 * from the caller) outwards that run code of chunk `source`, as a flat array of triples
 * {linedefined, currentline, function, ...} (the function names what an earlier cell of a
 * session defined, whose lines the current source does not hold), with t.raw = true. A stack
 * deeper than 1100 levels keeps its innermost 1000 and outermost 50; t.skipped levels were left
 * out after the first t.skip_at triples. O(depth). */
static void push_pyframes(lua_State *L, const char *src, size_t len, int level) {
    lua_Debug ar;
    int depth = 0;
    if (lua_getstack(L, level, &ar)) {
        depth = 1;
        lua_Debug probe = ar;
        while (lua_mp_nextstack(L, &probe)) {
            depth++;
        }
    }
    int skip_from = depth, skip_to = depth; /* levels [from, to) are left out */
    if (depth > 1100) {
        skip_from = 1000;
        skip_to = depth - 50;
    }
    /* A stack of at most 32 levels (the usual raise) has its Python frames' functions pushed
     * and their lines kept in lines[], so that the one table made has their exact size; a
     * deeper one fills a table as it goes (no more stack is asked for on a deep stack). */
    int lines[2 * 32];
    int small = depth <= 32;
    int base = lua_gettop(L), t = 0;
    if (small) {
        luaL_checkstack(L, depth + 2, "traceback");
    } else {
        lua_createtable(L, depth < 64 ? 3 * depth : 192, 1);
        t = lua_gettop(L);
    }
    int n = 0, skip_at = -1;
    for (int i = 0; i < depth; i++) {
        if (i > 0) {
            lua_mp_nextstack(L, &ar);
        }
        if (i == skip_from) {
            skip_at = n;
        }
        if (i >= skip_from && i < skip_to) {
            continue;
        }
        int linedefined, line;
        if (lua_mp_pyframe(L, &ar, src, len, &linedefined, &line)) { /* pushes the function */
            if (line <= 0) {
                lua_pop(L, 1);
                continue;
            }
            if (small) {
                lines[2 * n] = linedefined;
                lines[2 * n + 1] = line;
            } else {
                lua_pushinteger(L, linedefined);
                lua_rawseti(L, t, 3 * n + 1);
                lua_pushinteger(L, line);
                lua_rawseti(L, t, 3 * n + 2);
                lua_rawseti(L, t, 3 * n + 3); /* the function */
            }
            n++;
        }
    }
    if (small) {
        lua_createtable(L, 3 * n, 1);
        t = lua_gettop(L);
        for (int k = 0; k < n; k++) {
            lua_pushinteger(L, lines[2 * k]);
            lua_rawseti(L, t, 3 * k + 1);
            lua_pushinteger(L, lines[2 * k + 1]);
            lua_rawseti(L, t, 3 * k + 2);
            lua_pushvalue(L, base + 1 + k); /* the function */
            lua_rawseti(L, t, 3 * k + 3);
        }
    }
    lua_pushboolean(L, 1);
    lua_setfield(L, t, "raw");
    if (skip_at >= 0) {
        lua_pushinteger(L, skip_to - skip_from);
        lua_setfield(L, t, "skipped");
        lua_pushinteger(L, skip_at);
        lua_setfield(L, t, "skip_at");
    }
    if (t != base + 1) { /* the functions pushed for a small stack go */
        lua_replace(L, base + 1);
    }
    lua_settop(L, base + 1);
}

static int sbx_pyframes(lua_State *L) {
    size_t len;
    const char *src = luaL_checklstring(L, 1, &len);
    push_pyframes(L, src, len, (int)luaL_checkinteger(L, 2));
    return 1;
}

/* The message handler of try blocks (R.tb_handler; upvalues: the Lua handler, the table whose
 * field e is the exception being handled, R, and the strs "#inst", "#tb", "tb_where",
 * "#tb_co", "__context__", "e"). An exception instance (a table whose metatable has "#inst")
 * raised for the first time records the stack's Python frames and its implicit context here,
 * as traceback.lua's handler does; any other error value goes to that handler. */
enum { TBH_LUA = 1, TBH_HANDLING, TBH_R, TBH_INST, TBH_TB, TBH_WHERE, TBH_CO, TBH_CONTEXT, TBH_E };
static int sbx_tbhandler(lua_State *L) {
    lua_settop(L, 1);
    int inst = lua_type(L, 1) == LUA_TTABLE && lua_getmetatable(L, 1);
    if (inst) {
        lua_pushvalue(L, lua_upvalueindex(TBH_INST));
        inst = lua_rawget(L, -2) != LUA_TNIL;
    }
    if (!inst) {
        lua_settop(L, 1);
        lua_pushvalue(L, lua_upvalueindex(TBH_LUA));
        lua_insert(L, 1);
        lua_call(L, 1, 1);
        return 1;
    }
    lua_settop(L, 1);
    lua_pushvalue(L, lua_upvalueindex(TBH_TB));
    if (lua_rawget(L, 1) != LUA_TNIL) {
        lua_settop(L, 1);
        return 1;
    }
    lua_pushvalue(L, lua_upvalueindex(TBH_WHERE));
    if (lua_rawget(L, lua_upvalueindex(TBH_R)) != LUA_TTABLE) {
        lua_settop(L, 1);
        return 1;
    }
    size_t len;
    lua_rawgeti(L, -1, 1);
    const char *src = lua_tolstring(L, -1, &len);
    if (src != NULL) { /* (the str stays on the stack while the walk reads it) */
        lua_pushvalue(L, lua_upvalueindex(TBH_TB));
        push_pyframes(L, src, len, 0);
        lua_rawset(L, 1);
        if (!lua_pushthread(L)) { /* the frames end at this generator's body */
            lua_pushvalue(L, lua_upvalueindex(TBH_CO));
            lua_insert(L, -2);
            lua_rawset(L, 1);
        } else {
            lua_pop(L, 1);
        }
    }
    /* raised while handling another exception: implicit chaining, as CPython */
    lua_pushvalue(L, lua_upvalueindex(TBH_E));
    lua_rawget(L, lua_upvalueindex(TBH_HANDLING));
    if (lua_toboolean(L, -1) && !lua_rawequal(L, -1, 1)) {
        lua_pushvalue(L, lua_upvalueindex(TBH_CONTEXT));
        if (lua_rawget(L, 1) == LUA_TNIL) {
            lua_pop(L, 1);
            lua_pushvalue(L, lua_upvalueindex(TBH_CONTEXT));
            lua_insert(L, -2);
            lua_rawset(L, 1);
        }
    }
    lua_settop(L, 1);
    return 1;
}

/* tbhandler(lua_handler, handling, R) -> the message handler above */
static int sbx_maketbhandler(lua_State *L) {
    lua_settop(L, 3);
    static const char *const keys[] = {"#inst", "#tb", "tb_where", "#tb_co", "__context__", "e"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        lua_pushstring(L, keys[i]);
    }
    lua_pushcclosure(L, sbx_tbhandler, TBH_E);
    return 1;
}

/* math.type(x): "integer", "float", or fail (nil) for a non-number; a missing argument is an
 * error, as in Lua's */
static int sbx_mathtype(lua_State *L) {
    if (lua_type(L, 1) == LUA_TNUMBER) {
        lua_pushvalue(L, lua_upvalueindex(lua_isinteger(L, 1) ? 1 : 2));
    } else {
        luaL_checkany(L, 1);
        lua_pushnil(L);
    }
    return 1;
}

static int sbx_init(lua_State *L) {
    Sandbox *s = lua_touserdata(L, 1);
    lua_mp_setbudget(L, TICK, sbx_budget);
    lua_mp_setmaxdepth(L, 1000); /* sys.getrecursionlimit() */
    emb_openlib(L, LUA_GNAME, luaopen_base);
    emb_openlib(L, LUA_TABLIBNAME, luaopen_table);
    emb_openlib(L, LUA_STRLIBNAME, luaopen_string);
    emb_openlib(L, LUA_MATHLIBNAME, luaopen_math);
    /* math.type answers from upvalues: Lua's own pushes its result with lua_pushstring, a
     * strcmp in the string cache on every call, and the runtime and generated code call it on
     * every arithmetic guard */
    lua_getglobal(L, LUA_MATHLIBNAME);
    lua_pushliteral(L, "integer");
    lua_pushliteral(L, "float");
    lua_pushcclosure(L, sbx_mathtype, 2);
    lua_setfield(L, -2, "type");
    lua_pop(L, 1);
    emb_openlib(L, LUA_UTF8LIBNAME, luaopen_utf8);
    emb_openlib(L, LUA_COLIBNAME, luaopen_coroutine);
    emb_openlib(L, LUA_DBLIBNAME, luaopen_debug);
    /* Lua 5.4.4 creates this message while unwinding an error in a message handler, where an
     * allocation refused at the memory cap would raise unprotected (fixed upstream in 5.4.8,
     * 25da574f): interned now and kept, it is found, never allocated, then. */
    lua_pushliteral(L, "error in error handling");
    lua_setfield(L, LUA_REGISTRYINDEX, "moonpy.errerr");

    /* The prelude's own environment keeps no loader of files or code from outside. */
    lua_pushnil(L);
    lua_setglobal(L, "dofile");
    lua_pushnil(L);
    lua_setglobal(L, "loadfile");

    /* the generic for runs ipairs' iterator and the runtime's step in place (patches/lua) */
    lua_getglobal(L, "ipairs");
    lua_newtable(L);
    lua_call(L, 1, 1);
    lua_mp_setiterators(L, lua_tocfunction(L, -1), sbx_step);
    lua_pop(L, 1);
    lua_mp_setfloatrepr(L, py_float_repr); /* str(x) of a float in place (MP_FAST_STR) */
    /* the library functions the runtime calls on every guard run in place (patches/lua) */
    static const struct {
        const char *lib, *name;
        int which;
    } cfast[] = {{NULL, "type", MP_C_TYPE},          {NULL, "rawequal", MP_C_RAWEQUAL},
                 {NULL, "rawget", MP_C_RAWGET},      {LUA_DBLIBNAME, "getmetatable", MP_C_GETMT},
                 {NULL, "setmetatable", MP_C_SETMT}, {LUA_MATHLIBNAME, "type", MP_C_MATHTYPE}};
    int top = lua_gettop(L);
    for (size_t i = 0; i < sizeof cfast / sizeof cfast[0]; i++) {
        if (cfast[i].lib != NULL) {
            lua_getglobal(L, cfast[i].lib);
            lua_getfield(L, -1, cfast[i].name);
        } else {
            lua_getglobal(L, cfast[i].name);
        }
        lua_mp_setcfast(L, -1, cfast[i].which);
        lua_settop(L, top);
    }
    lua_mp_setchars(L, sbx_chars); /* an ASCII str's characters in a generic for */

    lua_newtable(L); /* host functions */
    int host = lua_gettop(L);
    lua_pushcfunction(L, sbx_step);
    lua_setfield(L, host, "step");
    lua_pushcfunction(L, sbx_pyframes);
    lua_setfield(L, host, "pyframes");
    lua_pushcfunction(L, sbx_maketbhandler);
    lua_setfield(L, host, "tbhandler");
    *(Sandbox **)lua_newuserdatauv(L, sizeof(Sandbox *), 0) = s;
    lua_pushcclosure(L, sbx_write, 1);
    lua_setfield(L, host, "write");
    lua_pushcfunction(L, sbx_markpython);
    lua_setfield(L, host, "markpython");
    *(Sandbox **)lua_newuserdatauv(L, sizeof(Sandbox *), 0) = s;
    lua_pushcclosure(L, sbx_compile, 1);
    lua_setfield(L, host, "compile");
    lua_pushcfunction(L, sbx_markframe);
    lua_setfield(L, host, "markframe");
    lua_pushcfunction(L, sbx_setfast);
    lua_setfield(L, host, "setfast");
    lua_pushcfunction(L, sbx_clone);
    lua_setfield(L, host, "clone");
    lua_pushcfunction(L, sbx_copyseq);
    lua_setfield(L, host, "copyseq");
    lua_pushcfunction(L, sbx_concatseq);
    lua_setfield(L, host, "concatseq");
    lua_pushcfunction(L, sbx_repeatseq);
    lua_setfield(L, host, "repeatseq");
    lua_pushliteral(L, "#s");
    lua_pushcclosure(L, sbx_newobj, 1);
    lua_setfield(L, host, "newobj");
    lua_pushliteral(L, "#s"); /* ordset(o, k, v): see lua_mp_ordset in patches/lua/0011 */
    lua_newtable(L);
    lua_pushinteger(L, 0);
    lua_pushcclosure(L, lua_mp_ordset, 3);
    lua_setfield(L, host, "ordset");
    lua_pushcfunction(L, sbx_badcall);
    lua_setfield(L, host, "badcall");
    lua_pushcfunction(L, sbx_strchars);
    lua_setfield(L, host, "strchars");
    lua_pushcfunction(L, sbx_slotstore);
    lua_setfield(L, host, "slotstore");
    lua_pushcfunction(L, sbx_setpytypes);
    lua_setfield(L, host, "setpytypes");
    lua_pushcfunction(L, sbx_setrecursionlimit);
    lua_setfield(L, host, "setrecursionlimit");
    lua_pushcfunction(L, sbx_setbigfor);
    lua_setfield(L, host, "setbigfor");
    lua_pushcfunction(L, sbx_unwinding);
    lua_setfield(L, host, "unwinding");
    lua_pushcfunction(L, sbx_ops);
    lua_setfield(L, host, "ops");
    lua_pushcfunction(L, sbx_charge);
    lua_setfield(L, host, "charge");
    lua_pushcfunction(L, sbx_resume);
    lua_setfield(L, host, "resume");
    lua_newuserdatauv(L, 0, 0); /* None: a unique value no Python code can forge */
    lua_setfield(L, host, "None");
    lua_pushlightuserdata(L, NULL); /* null: None in exported trees (session.lua) */
    lua_setfield(L, host, "null");
    lua_pushcfunction(L, sbx_loadmod);
    lua_setfield(L, host, "loadmod");
    lua_pushcfunction(L, sbx_openc);
    lua_setfield(L, host, "openc");
    lua_pushcfunction(L, sbx_sentinel);
    lua_setfield(L, host, "sentinel");
    lua_pushinteger(L, TICK);
    lua_setfield(L, host, "TICK");
    luaL_requiref(L, "py.num", luaopen_py_num, 0);
    lua_setfield(L, host, "num");

    if (!emb_load(L, "runtime", "run")) {
        return luaL_error(L, "runtime/run.lua missing");
    }
    lua_pushvalue(L, host);
    lua_call(L, 1, 1); /* the runtime table R */
    lua_pushvalue(L, -1);
    s->runtime_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    if (!emb_load(L, "runtime", "session")) {
        return luaL_error(L, "runtime/session.lua missing");
    }
    lua_call(L, 0, 1);
    lua_insert(L, -2);
    lua_pushvalue(L, host);
    lua_call(L, 2, 1); /* session.lua's table */
    s->session_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

Sandbox *sbx_new(SbxWriter out, void *outud) {
    Sandbox *s = calloc(1, sizeof *s);
    if (!s) {
        return NULL;
    }
    s->out = out;
    s->outud = outud;
    s->L = lua_newstate(sbx_alloc, s);
    if (!s->L) {
        pool_destroy(&s->pool);
        free(s);
        return NULL;
    }
    py_run(s->L) = &s->run;
    wd_install();
    /* the local time zone is read now, while files can be opened (an MCP worker's seccomp
     * filter closes them); runtime/modtime.c then uses only localtime_r, which reads no file */
    tzset();
    lua_pushcfunction(s->L, sbx_init);
    lua_pushlightuserdata(s->L, s);
    if (lua_pcall(s->L, 1, 0, 0) != LUA_OK) {
        fprintf(stderr, "moonpy: cannot start the runtime: %s\n", lua_tostring(s->L, -1));
        lua_close(s->L);
        cmp_free(s->cmp);
        pool_destroy(&s->pool);
        free(s);
        return NULL;
    }
    lua_gc(s->L, LUA_GCGEN, 0, 0);
    return s;
}

void sbx_free(Sandbox *s) {
    if (s) {
        lua_close(s->L);
        cmp_free(s->cmp);
        pool_destroy(&s->pool);
        buf_free(&s->logs);
        buf_free(&s->tail);
        buf_free(&s->text);
        free(s);
    }
}

lua_State *sbx_state(Sandbox *s) {
    return s->L;
}

void sbx_cancel(Sandbox *s) {
    s->cancelled = 1;
    s->run.deadline = PY_DEADLINE_CANCELLED; /* in the past: the next tick stops the run */
    wd_interrupt("Cancelled", SBX_CANCELLED);
}

void sbx_uncancel(Sandbox *s) {
    s->cancelled = 0;
}

void sbx_set_writer(Sandbox *s, SbxWriter out, void *outud) {
    s->out = out;
    s->outud = outud;
}

/* Pushes session.lua's function `name`. */
void sbx_session_fn(Sandbox *s, const char *name) {
    lua_rawgeti(s->L, LUA_REGISTRYINDEX, s->session_ref);
    lua_getfield(s->L, -1, name);
    lua_remove(s->L, -2);
}

static SbxStr sbx_field_str(lua_State *L, int t, const char *k) {
    SbxStr r = {NULL, 0};
    if (lua_getfield(L, t, k) == LUA_TSTRING) {
        r.s = lua_tolstring(L, -1, &r.n); /* the outcome table keeps the string */
    }
    lua_pop(L, 1);
    return r;
}

/* Reads the outcome table at the top of the stack (left at index 1; a value tree at index 2). */
static void sbx_read_outcome(Sandbox *s, SbxOutcome *o) {
    lua_State *L = s->L;
    lua_insert(L, 1);
    lua_settop(L, 1);
    lua_getfield(L, 1, "value");
    o->value = lua_isnil(L, 2) ? 0 : 2;
    o->status = lua_getfield(L, 1, "status") == LUA_TNUMBER ? (int)lua_tointeger(L, -1) : 1;
    lua_pop(L, 1);
    o->too_large = lua_getfield(L, 1, "too_large") != LUA_TNIL;
    lua_pop(L, 1);
    o->fallback = lua_getfield(L, 1, "fallback") != LUA_TNIL;
    lua_pop(L, 1);
    o->repr = sbx_field_str(L, 1, "repr");
    o->repr_len = o->repr.n;
    if (lua_getfield(L, 1, "repr_len") == LUA_TNUMBER) {
        o->repr_len = (size_t)lua_tointeger(L, -1);
    }
    lua_pop(L, 1);
    o->error.line = -1;
    if (lua_getfield(L, 1, "error") == LUA_TTABLE) {
        o->failed = 1;
        o->error.type = sbx_field_str(L, -1, "type");
        o->error.message = sbx_field_str(L, -1, "message");
        o->error.traceback = sbx_field_str(L, -1, "traceback");
        o->error.hint = sbx_field_str(L, -1, "hint");
        if (lua_getfield(L, -1, "line") == LUA_TNUMBER) {
            o->error.line = (long long)lua_tointeger(L, -1);
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

/* An outcome made here when session.lua could not make one. */
static void sbx_internal_error(Sandbox *s, SbxOutcome *o) {
    static const char type[] = "SystemError", msg[] = "internal error: the session module failed";
    lua_settop(s->L, 0);
    s->text.n = 0;
    buf_printf(&s->text, "%s: %s\n", type, msg);
    o->status = 1;
    o->failed = 1;
    o->error.type = (SbxStr){type, sizeof type - 1};
    o->error.message = (SbxStr){msg, sizeof msg - 1};
    o->error.traceback = (SbxStr){s->text.p, s->text.n};
    o->error.line = -1;
}

int sbx_run(Sandbox *s, const SbxRequest *q, SbxOutcome *o) {
    lua_State *L = s->L;
    py_Run *r = &s->run;
    const SbxLimits *lim = &q->limits;
    double t0 = q->t0 > 0 ? q->t0 : py_clock();
    memset(o, 0, sizeof *o);
    o->error.line = -1;
    lua_settop(L, 0);
    s->logs.n = 0;
    if (s->logs.cap > 1024 * 1024) {
        buf_free(&s->logs);
    }
    s->tail.n = s->tail_pos = 0;
    if (s->tail.cap > 1024 * 1024) {
        buf_free(&s->tail);
    }
    s->head_max = lim->log_budget ? lim->log_budget - lim->log_budget / 2 : 0;
    s->tail_max = lim->log_budget / 2 ? lim->log_budget / 2 : 1;
    s->outbytes = 0;
    s->max_output = lim->max_output;
    r->ops = 0;
    r->limit_hit = 0;
    s->mem_line = 0;
    snprintf(s->chunk, sizeof s->chunk, "=%s", q->filename ? q->filename : "");
    r->mem_peak = r->mem;
    int st;
    if (q->syntax_error) {
        sbx_session_fn(s, "syntax");
        lua_pushstring(L, q->syntax_error);
        st = lua_pcall(L, 1, 1, 0);
    } else {
        int nargs = 3, nres = 4; /* R.exec: ok, traceback text, exception, exit status */
        if (q->cell) {
            sbx_session_fn(s, "cell");
            nargs = 5, nres = 1; /* S.cell: the outcome */
        } else {
            lua_rawgeti(L, LUA_REGISTRYINDEX, s->runtime_ref);
            lua_getfield(L, -1, "exec");
            lua_remove(L, -2);
        }
        lua_pushlstring(L, q->lua, q->lua_len);
        lua_pushstring(L, q->filename);
        lua_pushlstring(L, q->source, q->source_len);
        if (q->cell) {
            lua_pushinteger(L, (lua_Integer)lim->max_result);
            lua_pushboolean(L, q->typed);
        }
        /* the limits: from here to the end of the call, on every line of user code */
        r->max_ops = lim->max_ops;
        r->max_mem = lim->max_memory;
        r->deadline = s->cancelled       ? PY_DEADLINE_CANCELLED
                      : lim->timeout > 0 ? t0 + lim->timeout
                                         : 0;
        /* the watchdog fires at the deadline, which counts from t0 (the translation came first) */
        lua_mp_setbudget(L, TICK, sbx_budget); /* counts from this run's first operation */
        double left = r->deadline - py_clock();
        wd_arm(L, lim->timeout > 0 ? (left > 1e-6 ? left : 1e-6) : 0, q->filename);
        if (s->cancelled) {
            sbx_cancel(s); /* asked for while the run was being prepared */
        }
        st = lua_pcall(L, nargs, nres, 0);
        int unspent = lua_mp_budget(L); /* operations since the last charge: TICK - unspent */
        r->ops += unspent >= 0 && unspent <= TICK ? TICK - unspent : 0;
        wd_disarm(L);
        r->max_mem = 0; /* the outcome is made without the caps */
        r->deadline = 0;
        r->max_ops = 0;
        if (st != LUA_OK) {
            int memory = r->limit_hit && !lua_istable(L, -1);
            sbx_session_fn(s, "fail");
            lua_insert(L, -2);
            if (memory) {
                lua_pushliteral(L, SBX_MEMORY_LIMIT);
            } else {
                lua_pushnil(L);
            }
            st = lua_pcall(L, 2, 1, 0);
        } else if (!q->cell) {
            sbx_session_fn(s, "outcome");
            lua_insert(L, -5);
            st = lua_pcall(L, 4, 1, 0);
        }
    }
    if (st == LUA_OK && lua_istable(L, -1)) {
        sbx_read_outcome(s, o);
    } else {
        sbx_internal_error(s, o);
    }
    if (o->failed && o->error.line < 0 && s->mem_line > 0 && r->limit_hit == 2) {
        o->error.line = s->mem_line; /* the memory cap: where it refused (sbx_where) */
    }
    o->logs = sbx_logs(s);
    o->stats.output_bytes = s->outbytes;
    o->stats.operations = r->ops;
    o->stats.wall_ms = (py_clock() - t0) * 1000.0;
    o->stats.memory_peak_bytes = r->mem_peak;
    return o->status;
}

/* The builtins and their summaries (session.lua's S.builtins), sorted by name. */
int sbx_list_builtins(Sandbox *s, void (*each)(void *ud, const char *name, const char *summary),
                      void *ud) {
    lua_State *L = s->L;
    lua_settop(L, 0);
    sbx_session_fn(s, "builtins");
    if (lua_pcall(L, 0, 1, 0) != LUA_OK || !lua_istable(L, 1)) {
        lua_settop(L, 0);
        return 0;
    }
    for (lua_Integer i = 1; lua_rawgeti(L, 1, i) == LUA_TTABLE; i++) {
        lua_rawgeti(L, -1, 1);
        lua_rawgeti(L, -2, 2);
        if (lua_isstring(L, -2) && lua_isstring(L, -1)) {
            each(ud, lua_tostring(L, -2), lua_tostring(L, -1));
        }
        lua_pop(L, 3);
    }
    lua_settop(L, 0);
    return 1;
}
