/*
 * objint.c: Python ints and the `py.num` table, the slow paths behind the arithmetic the
 * code generator inlines (INTERNALS.md, "Arithmetic fast paths"). CPython 3.11 is the
 * oracle: Objects/longobject.c, Objects/floatobject.c. The math module's big-int functions
 * (isqrt, factorial, comb, perm) are in modmath.c, over the py_big_* work API below.
 *
 * Representation. A Python int is a Lua integer when it fits int64 and otherwise a full
 * userdata (BigInt) of metatable "py.int": a signed limb count and the GMP limbs. Inputs
 * reach GMP as read-only views (mpz_roinit_n) of those limbs or of a limb on the C stack.
 *
 * Memory. GMP only ever writes into the scratch mpz's of one userdata per state (upvalue 1
 * of every function here, also at registry "py.int.scratch"), freed by its __gc, so a Lua
 * error never leaks GMP memory. An operation checks its result size against
 * PY_INT_MAX_BITS (uncatchable MemoryError limit), charges the operation budget, then
 * allocates the result userdata from an upper bound of its size, and only then runs GMP
 * and copies the limbs: no Lua code (finalizers included) runs while a scratch is in use.
 * GMP allocates through gmp_alloc/gmp_realloc/gmp_free: plain malloc, but a request larger
 * than GMP_MAX_REQUEST or the run's whole memory budget, or a failed malloc, raises the
 * MemoryError limit instead of letting GMP abort, when a Lua operation is in progress
 * (gmp_L, set around every GMP call). Every block GMP holds for a scratch, its limbs and
 * GMP's own temporaries, is on that scratch's list of blocks, so after such a failure (a
 * long jump out of GMP) all of them are freed at once, the scratch's mpz's are abandoned
 * (never freed twice) and the next operation rebuilds them: nothing leaks. Outside an
 * operation such a failure still aborts, as GMP would.
 */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "objcomplex.h"
#include "objfloat.h"
#include "objint.h"
#include "unicode.h"

_Static_assert(GMP_NUMB_BITS == 64 && GMP_NAIL_BITS == 0, "py.int needs 64-bit GMP limbs");
_Static_assert(sizeof(lua_Integer) == 8, "py.int needs 64-bit Lua integers");

__extension__ typedef __int128 i128;
__extension__ typedef unsigned __int128 u128;

#define SCRATCH_KEY "py.int.scratch"
#define SCRATCH_MT "py.int.scratchmt"
#define NSCRATCH 4
#define SCRATCH_KEEP 4096 /* limbs a scratch mpz keeps between operations */
#define MAX_LIMBS ((size_t)(PY_INT_MAX_BITS / 64 + 2))
#define GMP_MAX_REQUEST ((size_t)PY_INT_MAX_BITS * 4) /* bytes: 32x the largest int */
#define CHARGE_MIN 256
/* pow(x, y, m) with more limb operations than POWMOD_CHUNKED is worked in chunks of POWMOD_BITS
 * exponent bits, interruptible between them */
#define POWMOD_CHUNKED ((size_t)1 << 24)
#define POWMOD_BITS 32
#define MT lua_upvalueindex(2) /* the py.int metatable, inside this file's closures */
#define TWO63 9223372036854775808.0
#define LN2 0.69314718055994530942
#define HASH_MODULUS ((((uint64_t)1) << 61) - 1)
#define ISSPACE(c) ((c) == ' ' || ((c) >= '\t' && (c) <= '\r'))

typedef struct BigInt {
    int size; /* signed limb count, as mpz's _mp_size; 0 only while being built */
    mp_limb_t d[];
} BigInt;

/* The header of each block GMP allocates: its place on the list of its scratch (a block made
 * outside an operation is on no list: it links to itself). 16 bytes, so the limbs that follow
 * keep malloc's alignment. */
typedef struct GmpBlock {
    struct GmpBlock *prev, *next;
} GmpBlock;

typedef struct Scratch {
    mpz_t t[NSCRATCH];
    int poisoned;
    GmpBlock blocks; /* the list's head: every live block of this scratch's operations */
} Scratch;

enum { NK_NONE, NK_INT, NK_FLOAT, NK_BIG };

typedef struct Num {
    int kind;
    int isbool;
    lua_Integer i;
    double f;
    const BigInt *b;
    py_IntView v;
} Num;

enum {
    OP_ADD,
    OP_SUB,
    OP_MUL,
    OP_TRUEDIV,
    OP_FLOORDIV,
    OP_MOD,
    OP_POW,
    OP_LSHIFT,
    OP_RSHIFT,
    OP_AND,
    OP_OR,
    OP_XOR
};
static const char *const opsym[] = {"+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^"};

/* ---------------------------------------------------------------- GMP memory */

static _Thread_local lua_State *gmp_L;
static _Thread_local Scratch *gmp_S;

static void *gmp_link(GmpBlock *b) {
    Scratch *s = gmp_L != NULL ? gmp_S : NULL;
    if (s == NULL) {
        b->prev = b->next = b;
    } else {
        b->prev = &s->blocks;
        b->next = s->blocks.next;
        s->blocks.next->prev = b;
        s->blocks.next = b;
    }
    return b + 1;
}

static void gmp_unlink(GmpBlock *b) {
    b->prev->next = b->next;
    b->next->prev = b->prev;
}

/* Frees every block of s: its mpz's are then dangling, and s is poisoned. */
static void scratch_release(Scratch *s) {
    GmpBlock *b = s->blocks.next;
    while (b != &s->blocks) {
        GmpBlock *next = b->next;
        free(b);
        b = next;
    }
    s->blocks.prev = s->blocks.next = &s->blocks;
    s->poisoned = 1;
}

static void *gmp_fail(void) {
    lua_State *L = gmp_L;
    if (L != NULL) {
        gmp_L = NULL;
        scratch_release(gmp_S); /* the scratch being written and GMP's temporaries */
        py_limit(L, "MemoryError", "out of memory");
    }
    fputs("moonpy: GMP out of memory\n", stderr);
    abort();
}

/* Past the deadline (or cancelled), inside an operation: GMP cannot be interrupted, but each
 * of its allocations can end the operation as gmp_fail does. A long call that allocates as it
 * goes (mpz_bin_ui, the product trees of factorial) so stops near the deadline, even when its
 * cost was estimated too low to refuse it before it started. */
static void gmp_check_time(void) {
    lua_State *L = gmp_L;
    py_Run *r = L != NULL ? py_run(L) : NULL;
    if (r != NULL && r->deadline > 0 && py_clock() > r->deadline) {
        int cancelled = r->deadline <= PY_DEADLINE_CANCELLED; /* sbx_cancel's deadline */
        gmp_L = NULL;
        scratch_release(gmp_S);
        py_limit(L, cancelled ? "Cancelled" : "TimeoutError",
                 cancelled ? "the run was cancelled" : "time limit exceeded");
    }
}

static int gmp_toobig(size_t n) {
    py_Run *r;
    if (n > GMP_MAX_REQUEST) {
        return 1;
    }
    r = gmp_L != NULL ? py_run(gmp_L) : NULL;
    return r != NULL && r->max_mem != 0 && n > r->max_mem;
}

static void *gmp_alloc(size_t n) {
    gmp_check_time();
    GmpBlock *b = gmp_toobig(n) ? NULL : malloc(sizeof(GmpBlock) + n);
    return b != NULL ? gmp_link(b) : gmp_fail();
}

static void *gmp_realloc(void *old, size_t oldn, size_t n) {
    GmpBlock *b = (GmpBlock *)old - 1;
    (void)oldn;
    gmp_check_time();
    if (gmp_toobig(n)) {
        return gmp_fail();
    }
    GmpBlock *prev = b->prev, *next = b->next;
    int alone = prev == b;
    GmpBlock *nb = realloc(b, sizeof(GmpBlock) + n);
    if (nb == NULL) {
        return gmp_fail(); /* b is intact and still on its list */
    }
    if (alone) {
        nb->prev = nb->next = nb;
    } else {
        nb->prev = prev;
        nb->next = next;
        prev->next = nb;
        next->prev = nb;
    }
    return nb + 1;
}

static void gmp_free(void *p, size_t n) {
    (void)n;
    if (p != NULL) {
        GmpBlock *b = (GmpBlock *)p - 1;
        gmp_unlink(b);
        free(b);
    }
}

static void scratch_reset(Scratch *s) {
    int i;
    for (i = 0; i < NSCRATCH; i++) {
        mpz_init(s->t[i]); /* the old contents are abandoned, see the header */
    }
    s->poisoned = 0;
}

static void gmp_enter(lua_State *L, Scratch *s) {
    if (s->poisoned) {
        scratch_reset(s);
    }
    gmp_S = s;
    gmp_L = L;
}

#define GMP_LEAVE() (gmp_L = NULL)

static void scratch_trim(Scratch *s) {
    int i;
    for (i = 0; i < NSCRATCH; i++) {
        if (s->t[i]->_mp_alloc > SCRATCH_KEEP) {
            mpz_clear(s->t[i]);
            mpz_init(s->t[i]);
        }
    }
}

static int scratch_gc(lua_State *L) {
    Scratch *s = lua_touserdata(L, 1);
    int i;
    if (!s->poisoned) {
        for (i = 0; i < NSCRATCH; i++) {
            mpz_clear(s->t[i]);
        }
    }
    scratch_release(s); /* whatever is left; the list must not outlive the userdata */
    return 0;
}

static Scratch *scratch(lua_State *L) {
    return lua_touserdata(L, lua_upvalueindex(1));
}

static Scratch *scratch_reg(lua_State *L) {
    Scratch *s;
    lua_getfield(L, LUA_REGISTRYINDEX, SCRATCH_KEY);
    s = lua_touserdata(L, -1);
    lua_pop(L, 1);
    if (s == NULL) {
        luaL_error(L, "py.num is not open");
    }
    return s;
}

/* ---------------------------------------------------------------- costs and limits */

static size_t ilog2(size_t n) {
    size_t r = 0;
    while (n >>= 1) {
        r++;
    }
    return r;
}

/* Rough limb operations of a multiplication (basecase, then ~n log n). */
static size_t mulcost(size_t a, size_t b) {
    size_t lo = a < b ? a : b, hi = a < b ? b : a;
    if (lo < 32) {
        return lo * hi + hi;
    }
    return hi * (8 + 2 * ilog2(lo));
}

/* Charges `work` limb operations to the budget. A big one must also fit in the time left: GMP
 * cannot be interrupted, so an operation that would end past the deadline is refused before it
 * starts. Its time is estimated near what it takes (GMP takes ~10 ns per unit of mulcost on the
 * machines we measured; 8 ns): refused, it would have ended past the deadline or close to it,
 * and a run near its time limit ends with TimeoutError either way. */
#define TIMED_WORK ((size_t)1 << 20)
#define NS_PER_WORK 8e-9
static void charge(lua_State *L, size_t work) {
    if (work >= CHARGE_MIN) {
        py_charge(L, (long long)(work / 4));
        if (work >= TIMED_WORK) {
            py_charge_time(L, (double)work * NS_PER_WORK);
        }
    }
}

static int too_big(lua_State *L) {
    lua_pushfstring(L, "int too large: the result would exceed %I bits",
                    (lua_Integer)PY_INT_MAX_BITS);
    return py_limit(L, "MemoryError", lua_tostring(L, -1));
}

/* ---------------------------------------------------------------- values */

static BigInt *newbig(lua_State *L, size_t n, int mt) {
    BigInt *b = lua_newuserdatauv(L, offsetof(BigInt, d) + n * sizeof(mp_limb_t), 0);
    b->size = 0;
    if (mt != 0) {
        lua_pushvalue(L, mt);
    } else {
        luaL_getmetatable(L, PY_INT_MT);
    }
    lua_setmetatable(L, -2);
    return b;
}

static size_t bigcap(lua_State *L, int idx) {
    return (lua_rawlen(L, idx) - offsetof(BigInt, d)) / sizeof(mp_limb_t);
}

static int isbig_at(lua_State *L, int idx, int mt) {
    int ok;
    if (lua_type(L, idx) != LUA_TUSERDATA || !lua_getmetatable(L, idx)) {
        return 0;
    }
    if (mt != 0) {
        ok = lua_rawequal(L, -1, mt);
    } else {
        luaL_getmetatable(L, PY_INT_MT);
        ok = lua_rawequal(L, -1, -2);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return ok;
}

static int getnum_mt(lua_State *L, int idx, Num *n, int mt) {
    n->isbool = 0;
    switch (lua_type(L, idx)) {
    case LUA_TNUMBER:
        if (lua_isinteger(L, idx)) {
            n->kind = NK_INT;
            n->i = lua_tointeger(L, idx);
        } else {
            n->kind = NK_FLOAT;
            n->f = lua_tonumber(L, idx);
        }
        break;
    case LUA_TBOOLEAN:
        n->kind = NK_INT;
        n->isbool = 1;
        n->i = lua_toboolean(L, idx);
        break;
    case LUA_TUSERDATA:
        if (isbig_at(L, idx, mt)) {
            n->kind = NK_BIG;
            n->b = lua_touserdata(L, idx);
            break;
        }
        /* fallthrough */
    default:
        n->kind = NK_NONE;
        break;
    }
    return n->kind;
}

#define getnum(L, idx, n) getnum_mt(L, idx, n, MT)

static mpz_srcptr view_int(py_IntView *v, lua_Integer i) {
    v->limb = i < 0 ? (mp_limb_t)0 - (mp_limb_t)i : (mp_limb_t)i;
    return mpz_roinit_n(v->z, &v->limb, i < 0 ? -1 : (i > 0));
}

static mpz_srcptr num_z(Num *n) {
    if (n->kind == NK_BIG) {
        return mpz_roinit_n(n->v.z, n->b->d, n->b->size);
    }
    return view_int(&n->v, n->i);
}

static mpz_srcptr absview(mpz_t v, mpz_srcptr z) {
    return mpz_roinit_n(v, z->_mp_d, z->_mp_size < 0 ? -z->_mp_size : z->_mp_size);
}

static size_t nlimbs(mpz_srcptr z) {
    return (size_t)(z->_mp_size < 0 ? -z->_mp_size : z->_mp_size);
}

static int push_i128(lua_State *L, i128 v, int mt) {
    if (v >= INT64_MIN && v <= INT64_MAX) {
        lua_pushinteger(L, (lua_Integer)v);
    } else {
        u128 m = v < 0 ? (u128)0 - (u128)v : (u128)v;
        int n = (m >> 64) != 0 ? 2 : 1;
        BigInt *b = newbig(L, n, mt);
        b->d[0] = (mp_limb_t)m;
        if (n == 2) {
            b->d[1] = (mp_limb_t)(m >> 64);
        }
        b->size = v < 0 ? -n : n;
    }
    return 1;
}

/* Reserve the result slot: a BigInt of maxlimbs limbs, or nil when the result fits one
 * limb (then it is kept in a C variable until its userdata exists). */
static void res_prep(lua_State *L, size_t maxlimbs, int mt) {
    if (maxlimbs > MAX_LIMBS) {
        too_big(L);
    }
    if (maxlimbs <= 1) {
        lua_pushnil(L);
    } else {
        newbig(L, maxlimbs, mt);
    }
}

/* Replace the slot at idx (from res_prep) with the value of z, normalised. */
static void res_set(lua_State *L, int idx, mpz_srcptr z, int mt) {
    int n = z->_mp_size;
    size_t an = n < 0 ? -(size_t)n : (size_t)n;
    BigInt *b;
    idx = lua_absindex(L, idx);
    if (an <= 1) {
        mp_limb_t l = an != 0 ? z->_mp_d[0] : 0;
        if (l <= (mp_limb_t)INT64_MAX || (n < 0 && l == (mp_limb_t)1 << 63)) {
            lua_pushinteger(L, n < 0 ? (lua_Integer)(0 - l) : (lua_Integer)l);
            lua_replace(L, idx);
            return;
        }
        if (lua_type(L, idx) != LUA_TUSERDATA) {
            b = newbig(L, 1, mt);
            b->d[0] = l;
            b->size = n;
            lua_replace(L, idx);
            return;
        }
    }
    b = lua_touserdata(L, idx);
    if (b == NULL || bigcap(L, idx) < an) {
        luaL_error(L, "py.num: internal error (result bound)");
        return;
    }
    memcpy(b->d, z->_mp_d, an * sizeof(mp_limb_t));
    b->size = n;
}

/* Correctly rounded (half even) float of a big int; 0 on overflow. */
static int big_tofloat(const mp_limb_t *d, size_t nl, int neg, double *out) {
    size_t nbits = nl * 64 - __builtin_clzll(d[nl - 1]);
    size_t shift, li, bo, i;
    uint64_t q, low;
    int sticky = 0;
    double r;
    if (nbits <= 64) {
        r = (double)d[0]; /* rounds half even */
        *out = neg ? -r : r;
        return 1;
    }
    if (nbits > 1025) {
        return 0;
    }
    shift = nbits - 55;
    li = shift / 64;
    bo = shift % 64;
    q = d[li] >> bo;
    if (bo != 0 && li + 1 < nl) {
        q |= d[li + 1] << (64 - bo);
    }
    q &= ((uint64_t)1 << 55) - 1;
    if (bo != 0 && (d[li] & (((mp_limb_t)1 << bo) - 1)) != 0) {
        sticky = 1;
    }
    for (i = 0; i < li && !sticky; i++) {
        sticky = d[i] != 0;
    }
    low = q & 3;
    q >>= 2;
    if (low > 2 || (low == 2 && (sticky || (q & 1)))) {
        q++;
    }
    r = ldexp((double)q, (int)shift + 2);
    if (isinf(r)) {
        return 0;
    }
    *out = neg ? -r : r;
    return 1;
}

static double num_tofloat(lua_State *L, const Num *n) {
    double r = 0;
    switch (n->kind) {
    case NK_INT:
        return (double)n->i;
    case NK_FLOAT:
        return n->f;
    default:
        if (!big_tofloat(n->b->d, abs(n->b->size), n->b->size < 0, &r)) {
            py_raise(L, "OverflowError", "int too large to convert to float");
        }
        return r;
    }
}

/* int(x) for a float x. */
static int push_fromdouble(lua_State *L, double x, int mt) {
    int e, neg;
    double m;
    uint64_t mant;
    size_t sh, n;
    BigInt *b;
    if (isnan(x)) {
        return py_raise(L, "ValueError", "cannot convert float NaN to integer");
    }
    if (isinf(x)) {
        return py_raise(L, "OverflowError", "cannot convert float infinity to integer");
    }
    if (x >= -TWO63 && x < TWO63) {
        lua_pushinteger(L, (lua_Integer)x);
        return 1;
    }
    /* |x| >= 2**63: an integer, mant * 2**sh with a 53-bit mant */
    neg = x < 0;
    m = frexp(fabs(x), &e);
    mant = (uint64_t)ldexp(m, 53);
    sh = (size_t)e - 53;
    n = (sh + 53) / 64 + 1;
    b = newbig(L, n, mt);
    memset(b->d, 0, n * sizeof(mp_limb_t));
    b->d[sh / 64] = mant << (sh % 64);
    if (sh % 64 != 0 && sh / 64 + 1 < n) {
        b->d[sh / 64 + 1] = mant >> (64 - sh % 64);
    }
    while (n > 1 && b->d[n - 1] == 0) {
        n--;
    }
    b->size = neg ? -(int)n : (int)n;
    return 1;
}

static const char *typename_of(lua_State *L, int idx) {
    switch (lua_type(L, idx)) {
    case LUA_TNUMBER:
        return lua_isinteger(L, idx) ? "int" : "float";
    case LUA_TBOOLEAN:
        return "bool";
    case LUA_TSTRING:
        return "str";
    case LUA_TNIL:
    case LUA_TNONE:
        return "NoneType";
    case LUA_TFUNCTION:
        return "function";
    default:
        if (luaL_getmetafield(L, idx, "__name") == LUA_TSTRING) {
            const char *s = lua_tostring(L, -1);
            lua_pop(L, 1); /* still referenced by the metatable */
            return s;
        }
        return luaL_typename(L, idx);
    }
}

/* A metamethod met a non-number. `==` is identity then (the prelude compares with None
 * using Lua's ==). `<` and `<=` go to registry "py.cmp_fallback", arithmetic to
 * "py.binop_fallback", as (symbol, a, b); without them, CPython's TypeError. */
static int fallback(lua_State *L, const char *sym) {
    int cmp = sym[0] == '<' && sym[1] != '<';
    if (sym[0] == '=') {
        lua_pushboolean(L, lua_rawequal(L, 1, 2));
        return 1;
    }
    if (lua_getfield(L, LUA_REGISTRYINDEX, cmp ? "py.cmp_fallback" : "py.binop_fallback") ==
        LUA_TFUNCTION) {
        lua_pushstring(L, sym);
        lua_pushvalue(L, 1);
        lua_pushvalue(L, 2);
        lua_call(L, 3, 1);
        return 1;
    }
    lua_pop(L, 1);
    if (cmp) {
        return py_raise(L, "TypeError", "'%s' not supported between instances of '%s' and '%s'",
                        sym, typename_of(L, 1), typename_of(L, 2));
    }
    return py_raise(L, "TypeError", "unsupported operand type(s) for %s: '%s' and '%s'",
                    strcmp(sym, "**") == 0 ? "** or pow()" : sym, typename_of(L, 1),
                    typename_of(L, 2));
}

static int nonum(lua_State *L) {
    lua_pushnil(L);
    return 1;
}

/* An index argument (ndigits, base): Lua integer or bool, clamped from a big int. */
static lua_Integer getindex(lua_State *L, int idx) {
    Num n;
    switch (getnum(L, idx, &n)) {
    case NK_INT:
        return n.i;
    case NK_BIG:
        return n.b->size < 0 ? INT64_MIN : INT64_MAX;
    default:
        return py_raise(L, "TypeError", "'%s' object cannot be interpreted as an integer",
                        typename_of(L, idx));
    }
}

/* ---------------------------------------------------------------- binary operators */

static int float_binop(lua_State *L, int op, double x, double y) {
    double r, q;
    switch (op) {
    case OP_ADD:
        r = x + y;
        break;
    case OP_SUB:
        r = x - y;
        break;
    case OP_MUL:
        r = x * y;
        break;
    case OP_TRUEDIV:
        if (y == 0) {
            return py_raise(L, "ZeroDivisionError", "float division by zero");
        }
        r = x / y;
        break;
    case OP_FLOORDIV:
        if (y == 0) {
            return py_raise(L, "ZeroDivisionError", "float floor division by zero");
        }
        py_float_divmod(x, y, &r, &q);
        break;
    case OP_MOD:
        if (y == 0) {
            return py_raise(L, "ZeroDivisionError", "float modulo");
        }
        r = py_float_mod(x, y);
        break;
    default: /* OP_POW */
        if (x < 0 && y != floor(y) && isfinite(x) && isfinite(y)) {
            /* a complex result, as CPython: complex(x) ** y (runtime/run.lua) */
            lua_getfield(L, LUA_REGISTRYINDEX, "py.complex_pow");
            lua_pushnumber(L, x);
            lua_pushnumber(L, y);
            lua_call(L, 2, 1);
            return 1;
        }
        r = py_float_pow(L, x, y);
        break;
    }
    lua_pushnumber(L, r);
    return 1;
}

static int ipow(lua_Integer x, lua_Integer y, lua_Integer *out) {
    lua_Integer r = 1;
    if (x == 0 || x == 1) {
        *out = y == 0 ? 1 : x;
        return 1;
    }
    if (x == -1) {
        *out = (y & 1) ? -1 : 1;
        return 1;
    }
    if (y >= 64) {
        return 0;
    }
    for (;;) {
        if ((y & 1) && __builtin_mul_overflow(r, x, &r)) {
            return 0;
        }
        y >>= 1;
        if (y == 0) {
            break;
        }
        if (__builtin_mul_overflow(x, x, &x)) {
            return 0;
        }
    }
    *out = r;
    return 1;
}

#define FITS53(v) ((v) >= -(1LL << 53) && (v) <= (1LL << 53))

/* Both operands Lua integers or booleans; 0 when the big path must take over. */
static int small_binop(lua_State *L, int op, const Num *a, const Num *b) {
    lua_Integer x = a->i, y = b->i, r;
    switch (op) {
    case OP_ADD:
        if (__builtin_add_overflow(x, y, &r)) {
            return push_i128(L, (i128)x + y, MT);
        }
        break;
    case OP_SUB:
        if (__builtin_sub_overflow(x, y, &r)) {
            return push_i128(L, (i128)x - y, MT);
        }
        break;
    case OP_MUL:
        if (__builtin_mul_overflow(x, y, &r)) {
            return push_i128(L, (i128)x * y, MT);
        }
        break;
    case OP_TRUEDIV:
        if (y == 0) {
            return py_raise(L, "ZeroDivisionError", "division by zero");
        }
        if (FITS53(x) && FITS53(y)) {
            lua_pushnumber(L, (double)x / (double)y);
            return 1;
        }
        return 0;
    case OP_FLOORDIV:
        if (y == 0) {
            return py_raise(L, "ZeroDivisionError", "integer division or modulo by zero");
        }
        if (y == -1) {
            return push_i128(L, -(i128)x, MT);
        }
        r = x / y;
        if (x % y != 0 && (x ^ y) < 0) {
            r--;
        }
        break;
    case OP_MOD:
        if (y == 0) {
            return py_raise(L, "ZeroDivisionError", "integer modulo by zero");
        }
        if (y == -1) {
            r = 0;
        } else {
            r = x % y;
            if (r != 0 && (r ^ y) < 0) {
                r += y;
            }
        }
        break;
    case OP_POW:
        if (y < 0) {
            lua_pushnumber(L, py_float_pow(L, (double)x, (double)y));
            return 1;
        }
        if (!ipow(x, y, &r)) {
            return 0;
        }
        break;
    case OP_LSHIFT:
        if (y < 0) {
            return py_raise(L, "ValueError", "negative shift count");
        }
        if (x == 0) {
            r = 0;
        } else if (y < 64) {
            return push_i128(L, (i128)x * ((i128)1 << y), MT);
        } else {
            return 0;
        }
        break;
    case OP_RSHIFT:
        if (y < 0) {
            return py_raise(L, "ValueError", "negative shift count");
        }
        r = y >= 64 ? (x < 0 ? -1 : 0) : x >> y;
        break;
    case OP_AND:
    case OP_OR:
    case OP_XOR:
        r = op == OP_AND ? (x & y) : op == OP_OR ? (x | y) : (x ^ y);
        if (a->isbool && b->isbool) {
            lua_pushboolean(L, (int)r);
            return 1;
        }
        break;
    default:
        return 0;
    }
    lua_pushinteger(L, r);
    return 1;
}

/* a / b for ints, correctly rounded (CPython's long_true_divide). */
static int big_truediv(lua_State *L, Scratch *s, mpz_srcptr a, mpz_srcptr b) {
    mpz_t av, bv;
    long la, lb, sh, lq, e, d;
    uint64_t q, low, half;
    int sticky, neg;
    double r;
    if (mpz_sgn(b) == 0) {
        return py_raise(L, "ZeroDivisionError", "division by zero");
    }
    neg = (mpz_sgn(a) < 0) != (mpz_sgn(b) < 0);
    if (mpz_sgn(a) == 0) {
        lua_pushnumber(L, neg ? -0.0 : 0.0);
        return 1;
    }
    la = (long)mpz_sizeinbase(a, 2);
    lb = (long)mpz_sizeinbase(b, 2);
    if (la - lb > DBL_MAX_EXP + 1) {
        return py_raise(L, "OverflowError", "integer division result too large for a float");
    }
    if (la - lb < DBL_MIN_EXP - DBL_MANT_DIG - 4) {
        lua_pushnumber(L, neg ? -0.0 : 0.0);
        return 1;
    }
    charge(L, mulcost(nlimbs(a), nlimbs(b)));
    sh = 55 - la + lb; /* a * 2**sh / b is in (2**54, 2**56) */
    gmp_enter(L, s);
    absview(av, a);
    absview(bv, b);
    if (sh >= 0) {
        mpz_mul_2exp(s->t[0], av, (mp_bitcnt_t)sh);
        mpz_tdiv_qr(s->t[1], s->t[2], s->t[0], bv);
    } else {
        mpz_mul_2exp(s->t[0], bv, (mp_bitcnt_t)-sh);
        mpz_tdiv_qr(s->t[1], s->t[2], av, s->t[0]);
    }
    q = mpz_getlimbn(s->t[1], 0);
    sticky = mpz_sgn(s->t[2]) != 0;
    GMP_LEAVE();
    scratch_trim(s);
    lq = 64 - __builtin_clzll(q);
    e = lq - 1 - sh; /* a/b is in [2**e, 2**(e+1)) */
    if (e >= DBL_MAX_EXP) {
        return py_raise(L, "OverflowError", "integer division result too large for a float");
    }
    d = e >= DBL_MIN_EXP - 1 ? lq - DBL_MANT_DIG : sh - 1074; /* bits to drop */
    if (d > 62) {
        q = 0;
    } else {
        low = q & (((uint64_t)1 << d) - 1);
        q >>= d;
        half = (uint64_t)1 << (d - 1);
        if (low > half || (low == half && (sticky || (q & 1)))) {
            q++;
        }
    }
    r = ldexp((double)q, (int)(d - sh));
    if (isinf(r)) {
        return py_raise(L, "OverflowError", "integer division result too large for a float");
    }
    lua_pushnumber(L, neg ? -r : r);
    return 1;
}

static double log2abs(mpz_srcptr x) {
    long e;
    double d = mpz_get_d_2exp(&e, x);
    return (double)e + log2(fabs(d)) + 1e-12;
}

static int big_pow(lua_State *L, Scratch *s, Num *a, Num *b, mpz_srcptr x, mpz_srcptr y) {
    unsigned long e;
    double bits;
    size_t limbs;
    if (mpz_sgn(y) < 0) {
        double fx = num_tofloat(L, a), fy = num_tofloat(L, b);
        lua_pushnumber(L, py_float_pow(L, fx, fy));
        return 1;
    }
    if (mpz_cmpabs_ui(x, 1) <= 0) {
        if (mpz_sgn(x) == 0) {
            lua_pushinteger(L, mpz_sgn(y) == 0);
        } else {
            lua_pushinteger(L, mpz_sgn(x) < 0 && mpz_odd_p(y) ? -1 : 1);
        }
        return 1;
    }
    if (!mpz_fits_ulong_p(y)) {
        return too_big(L);
    }
    e = mpz_get_ui(y);
    bits = (double)e * log2abs(x);
    if (bits > (double)PY_INT_MAX_BITS) {
        return too_big(L);
    }
    limbs = (size_t)(bits / 64) + 2;
    charge(L, 2 * mulcost(limbs / 2 + 1, limbs / 2 + 1));
    res_prep(L, limbs, MT);
    gmp_enter(L, s);
    mpz_pow_ui(s->t[0], x, e);
    GMP_LEAVE();
    res_set(L, -1, s->t[0], MT);
    scratch_trim(s);
    return 1;
}

static int big_binop(lua_State *L, int op, Num *a, Num *b) {
    Scratch *s = scratch(L);
    mpz_srcptr x = num_z(a), y = num_z(b);
    size_t nx = nlimbs(x), ny = nlimbs(y), nm = nx > ny ? nx : ny;
    mpz_ptr r = s->t[0];
    switch (op) {
    case OP_ADD:
    case OP_SUB:
        charge(L, nm);
        res_prep(L, nm + 1, MT);
        gmp_enter(L, s);
        if (op == OP_ADD) {
            mpz_add(r, x, y);
        } else {
            mpz_sub(r, x, y);
        }
        break;
    case OP_MUL:
        if (nx + ny > MAX_LIMBS) {
            return too_big(L);
        }
        charge(L, mulcost(nx, ny));
        res_prep(L, nx + ny, MT);
        gmp_enter(L, s);
        mpz_mul(r, x, y);
        break;
    case OP_TRUEDIV:
        return big_truediv(L, s, x, y);
    case OP_FLOORDIV:
    case OP_MOD:
        if (ny == 0) {
            return py_raise(L, "ZeroDivisionError",
                            op == OP_MOD ? "integer modulo by zero"
                                         : "integer division or modulo by zero");
        }
        charge(L, mulcost(nx >= ny ? nx - ny + 1 : 1, ny));
        if (op == OP_MOD) {
            res_prep(L, ny, MT);
            gmp_enter(L, s);
            mpz_fdiv_r(r, x, y);
        } else {
            res_prep(L, nx >= ny ? nx - ny + 1 : 1, MT);
            gmp_enter(L, s);
            mpz_fdiv_q(r, x, y);
        }
        break;
    case OP_POW:
        return big_pow(L, s, a, b, x, y);
    case OP_LSHIFT:
    case OP_RSHIFT: {
        long n;
        if (mpz_sgn(y) < 0) {
            return py_raise(L, "ValueError", "negative shift count");
        }
        if (nx == 0) {
            lua_pushinteger(L, 0);
            return 1;
        }
        if (!mpz_fits_slong_p(y)) {
            /* CPython: "too many digits" when the result would need more than
             * MAX_LONG_DIGITS 30-bit digits, else a failed allocation */
            u128 c;
            if (op == OP_RSHIFT) {
                lua_pushinteger(L, mpz_sgn(x) < 0 ? -1 : 0);
                return 1;
            }
            c = nlimbs(y) > 2 ? ~(u128)0 : ((u128)mpz_getlimbn(y, 1) << 64 | mpz_getlimbn(y, 0));
            c = c / 30 + (c % 30 != 0) + (mpz_sizeinbase(x, 2) + 29) / 30;
            if (c > (u128)2305843009213693945ULL) {
                return py_raise(L, "OverflowError", "too many digits in integer");
            }
            return too_big(L);
        }
        n = mpz_get_si(y);
        if (op == OP_LSHIFT) {
            if (n > PY_INT_MAX_BITS) {
                return too_big(L);
            }
            charge(L, nx + n / 64);
            res_prep(L, nx + n / 64 + 1, MT);
            gmp_enter(L, s);
            mpz_mul_2exp(r, x, (mp_bitcnt_t)n);
        } else {
            if ((size_t)(n / 64) >= nx) {
                lua_pushinteger(L, mpz_sgn(x) < 0 ? -1 : 0);
                return 1;
            }
            charge(L, nx);
            res_prep(L, nx - n / 64, MT);
            gmp_enter(L, s);
            mpz_fdiv_q_2exp(r, x, (mp_bitcnt_t)n);
        }
        break;
    }
    default: /* OP_AND, OP_OR, OP_XOR */
        charge(L, nm);
        res_prep(L, nm + 1, MT);
        gmp_enter(L, s);
        if (op == OP_AND) {
            mpz_and(r, x, y);
        } else if (op == OP_OR) {
            mpz_ior(r, x, y);
        } else {
            mpz_xor(r, x, y);
        }
        break;
    }
    GMP_LEAVE();
    res_set(L, -1, r, MT);
    scratch_trim(s);
    return 1;
}

static int binop(lua_State *L, int op, int meta) {
    Num a, b;
    if (getnum(L, 1, &a) == NK_NONE || getnum(L, 2, &b) == NK_NONE) {
        return meta ? fallback(L, opsym[op]) : nonum(L);
    }
    if (a.kind == NK_FLOAT || b.kind == NK_FLOAT) {
        double x, y;
        if (op >= OP_LSHIFT) {
            return meta ? fallback(L, opsym[op]) : nonum(L);
        }
        x = num_tofloat(L, &a);
        y = num_tofloat(L, &b);
        return float_binop(L, op, x, y);
    }
    if (a.kind == NK_INT && b.kind == NK_INT && small_binop(L, op, &a, &b)) {
        return 1;
    }
    return big_binop(L, op, &a, &b);
}

static int powmod(lua_State *L) {
    Num a, b, m;
    Scratch *s;
    mpz_srcptr x, y, z;
    mpz_t mv, yv;
    size_t nm;
    if (getnum(L, 1, &a) == NK_NONE || getnum(L, 2, &b) == NK_NONE || getnum(L, 3, &m) == NK_NONE) {
        return nonum(L);
    }
    if (a.kind == NK_FLOAT || b.kind == NK_FLOAT || m.kind == NK_FLOAT) {
        return py_raise(L, "TypeError",
                        "pow() 3rd argument not allowed unless all arguments are integers");
    }
    s = scratch(L);
    x = num_z(&a);
    y = num_z(&b);
    z = num_z(&m);
    if (mpz_sgn(z) == 0) {
        return py_raise(L, "ValueError", "pow() 3rd argument cannot be 0");
    }
    if (mpz_cmpabs_ui(z, 1) == 0) {
        lua_pushinteger(L, 0);
        return 1;
    }
    nm = nlimbs(z);
    size_t work = 2 * mpz_sizeinbase(y, 2) * mulcost(nm, nm);
    res_prep(L, nm, MT);
    gmp_enter(L, s);
    absview(mv, z);
    mpz_srcptr base = x;
    if (mpz_sgn(y) < 0) {
        if (!mpz_invert(s->t[1], x, mv)) {
            GMP_LEAVE();
            return py_raise(L, "ValueError", "base is not invertible for the given modulus");
        }
        base = s->t[1];
        y = absview(yv, y);
    }
    if (work < POWMOD_CHUNKED) {
        GMP_LEAVE();
        charge(L, work);
        gmp_enter(L, s);
        mpz_powm(s->t[0], base, y, mv);
    } else {
        /* Long work: the exponent's bits POWMOD_BITS at a time, r = r^(2^k) * base^chunk, so
         * that the budget is charged and the clock read between chunks (GMP cannot be
         * interrupted): past a limit the call ends with the limit error, not at GMP's end. */
        size_t nbits = mpz_sizeinbase(y, 2), chunks = (nbits + POWMOD_BITS - 1) / POWMOD_BITS;
        size_t per = work / chunks + 1;
        mpz_set_ui(s->t[0], 1);
        for (size_t c = chunks; c-- > 0;) {
            unsigned long bits = 0;
            for (int i = POWMOD_BITS - 1; i >= 0; i--) {
                bits = bits << 1 | (unsigned long)mpz_tstbit(y, c * POWMOD_BITS + (size_t)i);
            }
            mpz_powm_ui(s->t[0], s->t[0], 1UL << POWMOD_BITS, mv);
            if (bits != 0) {
                mpz_powm_ui(s->t[2], base, bits, mv);
                mpz_mul(s->t[3], s->t[0], s->t[2]);
                mpz_mod(s->t[0], s->t[3], mv);
            }
            GMP_LEAVE();
            charge(L, 2 * per);
            gmp_enter(L, s);
        }
    }
    if (mpz_sgn(z) < 0 && mpz_sgn(s->t[0]) != 0) {
        mpz_sub(s->t[0], s->t[0], mv);
    }
    GMP_LEAVE();
    res_set(L, -1, s->t[0], MT);
    scratch_trim(s);
    return 1;
}

/* ---------------------------------------------------------------- comparison */

static int cmp_int_float(lua_Integer i, double d) {
    double t;
    lua_Integer ti;
    if (isnan(d)) {
        return 2;
    }
    if (d >= TWO63) {
        return -1;
    }
    if (d < -TWO63) {
        return 1;
    }
    t = trunc(d);
    ti = (lua_Integer)t;
    if (i != ti) {
        return i < ti ? -1 : 1;
    }
    return d > t ? -1 : d < t ? 1 : 0;
}

/* -1, 0, 1, or 2 when unordered (NaN). */
static int compare(Num *a, Num *b) {
    if (a->kind == NK_FLOAT && b->kind == NK_FLOAT) {
        return a->f < b->f ? -1 : a->f > b->f ? 1 : a->f == b->f ? 0 : 2;
    }
    if (a->kind == NK_INT && b->kind == NK_INT) {
        return a->i < b->i ? -1 : a->i > b->i;
    }
    if (a->kind == NK_FLOAT) {
        int c = compare(b, a);
        return c == 2 ? 2 : -c;
    }
    /* a is an int or a big int */
    if (b->kind == NK_FLOAT) {
        if (a->kind == NK_INT) {
            return cmp_int_float(a->i, b->f);
        }
        if (isnan(b->f)) {
            return 2;
        }
        if (isinf(b->f)) {
            return b->f > 0 ? -1 : 1;
        }
        {
            int c = mpz_cmp_d(num_z(a), b->f);
            return c < 0 ? -1 : c > 0;
        }
    }
    if (a->kind == NK_INT) { /* b is big, outside int64 */
        return b->b->size > 0 ? -1 : 1;
    }
    if (b->kind == NK_INT) {
        return a->b->size > 0 ? 1 : -1;
    }
    {
        int c = mpz_cmp(num_z(a), num_z(b));
        return c < 0 ? -1 : c > 0;
    }
}

static int cmpop(lua_State *L, int which, int meta) {
    static const char *const sym[] = {"==", "<", "<="};
    Num a, b;
    int c;
    if (getnum(L, 1, &a) == NK_NONE || getnum(L, 2, &b) == NK_NONE) {
        return meta ? fallback(L, sym[which]) : nonum(L);
    }
    c = compare(&a, &b);
    lua_pushboolean(L, which == 0 ? c == 0 : which == 1 ? c == -1 : (c == -1 || c == 0));
    return 1;
}

/* ---------------------------------------------------------------- strings */

static int maxdigits(lua_State *L) {
    lua_Integer n = PY_INT_MAX_STR_DIGITS;
    if (lua_getfield(L, LUA_REGISTRYINDEX, PY_INT_MAX_STR_DIGITS_KEY) == LUA_TNUMBER) {
        n = lua_tointeger(L, -1);
    }
    lua_pop(L, 1);
    return (int)n;
}

/* sys.set_int_max_str_digits(n) (checked by modsys.lua): 0 = no limit. */
static int int_setmaxdigits(lua_State *L) {
    lua_Integer n = luaL_checkinteger(L, 1);
    lua_pushinteger(L, n);
    lua_setfield(L, LUA_REGISTRYINDEX, PY_INT_MAX_STR_DIGITS_KEY);
    return 0;
}

static int toolong_tostr(lua_State *L, int lim) {
    return py_raise(L, "ValueError",
                    "Exceeds the limit (%d digits) for integer string conversion; "
                    "use sys.set_int_max_str_digits() to increase the limit",
                    lim);
}

/* str(a) in base; limit: apply int_max_str_digits (bases that are not powers of 2). */
static const char *push_intstr(lua_State *L, Num *a, int base, int limit, Scratch *s, size_t *len) {
    static const char digs[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    if (a->kind == NK_INT) {
        char buf[72], *p = buf + sizeof buf;
        uint64_t m = a->i < 0 ? (uint64_t)0 - (uint64_t)a->i : (uint64_t)a->i;
        do {
            *--p = digs[m % (unsigned)base];
            m /= (unsigned)base;
        } while (m != 0);
        if (a->i < 0) {
            *--p = '-';
        }
        lua_pushlstring(L, p, buf + sizeof buf - p);
    } else {
        mpz_srcptr x = num_z(a);
        size_t est = mpz_sizeinbase(x, base), n, nd;
        int lim = 0, pow2 = (base & (base - 1)) == 0;
        luaL_Buffer b;
        char *p;
        if (limit && !pow2 && est > 640) {
            lim = maxdigits(L);
            if (lim > 0 && est - 1 > (size_t)lim) {
                toolong_tostr(L, lim);
            }
        }
        if (!pow2) {
            size_t nl = nlimbs(x);
            charge(L, mulcost(nl, nl) * (ilog2(nl) + 1) / 2);
        }
        p = luaL_buffinitsize(L, &b, est + 2);
        gmp_enter(L, s);
        mpz_get_str(p, base, x);
        GMP_LEAVE();
        n = strlen(p);
        nd = n - (p[0] == '-');
        if (lim > 0 && nd > (size_t)lim) {
            toolong_tostr(L, lim);
        }
        luaL_pushresultsize(&b, n);
    }
    return lua_tolstring(L, -1, len);
}

const char *py_num_asciify(lua_State *L, const char *s, size_t *len) {
    const unsigned char *p = (const unsigned char *)s, *e = p + *len;
    luaL_Buffer b;
    size_t i;
    for (i = 0; i < *len; i++) {
        if (p[i] >= 0x80) {
            break;
        }
    }
    if (i == *len) {
        return s;
    }
    luaL_buffinitsize(L, &b, *len);
    luaL_addlstring(&b, s, i);
    p += i;
    while (p < e) {
        unsigned int c;
        int n = py_utf8_decode(p, e - p, &c), d;
        if (n == 0) {
            luaL_addchar(&b, '?');
            break;
        }
        if (c < 127) {
            luaL_addchar(&b, (char)c);
        } else if (py_unicode_isspace(c)) {
            luaL_addchar(&b, ' ');
        } else if ((d = py_unicode_decimal(c)) >= 0) {
            luaL_addchar(&b, (char)('0' + d));
        } else {
            luaL_addchar(&b, '?');
            break;
        }
        p += n;
    }
    luaL_pushresult(&b);
    return lua_tolstring(L, -1, len);
}

void py_pushstrrepr(lua_State *L, const char *s, size_t len, size_t maxchars) {
    const unsigned char *p = (const unsigned char *)s, *e = p + len;
    char quote = '\'', esc[16];
    luaL_Buffer b;
    size_t count = 1;
    if (memchr(s, '\'', len) != NULL && memchr(s, '"', len) == NULL) {
        quote = '"';
    }
    if (maxchars == 0) {
        maxchars = (size_t)-1;
    }
    luaL_buffinit(L, &b);
    luaL_addchar(&b, quote);
    while (p < e && count < maxchars) {
        unsigned int c;
        int n = py_utf8_decode(p, e - p, &c);
        size_t k;
        if (n == 0) { /* not UTF-8: show the byte */
            c = *p;
            n = 1;
            snprintf(esc, sizeof esc, "\\x%02x", c);
        } else if (c == '\\' || c == (unsigned char)quote) {
            snprintf(esc, sizeof esc, "\\%c", (char)c);
        } else if (c == '\t' || c == '\n' || c == '\r') {
            snprintf(esc, sizeof esc, "\\%c", c == '\t' ? 't' : c == '\n' ? 'n' : 'r');
        } else if (c < 0x20 || c == 0x7f) {
            snprintf(esc, sizeof esc, "\\x%02x", c);
        } else if (c < 0x80) {
            esc[0] = (char)c;
            esc[1] = '\0';
        } else if (!py_unicode_isprintable(c)) {
            snprintf(esc, sizeof esc,
                     c < 0x100     ? "\\x%02x"
                     : c < 0x10000 ? "\\u%04x"
                                   : "\\U%08x",
                     c);
        } else {
            luaL_addlstring(&b, (const char *)p, n);
            count++;
            p += n;
            continue;
        }
        for (k = 0; esc[k] != '\0' && count < maxchars; k++) {
            luaL_addchar(&b, esc[k]);
            count++;
        }
        p += n;
    }
    if (count < maxchars) {
        luaL_addchar(&b, quote);
    }
    luaL_pushresult(&b);
}

static int digitval(int c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    c |= 0x20;
    if (c >= 'a' && c <= 'z') {
        return c - 'a' + 10;
    }
    return 99;
}

static int badliteral(lua_State *L, lua_Integer base) {
    size_t len;
    const char *s = lua_tolstring(L, 1, &len);
    py_pushstrrepr(L, s, len, 200);
    return py_raise(L, "ValueError", "invalid literal for int() with base %I: %s", base,
                    lua_tostring(L, -1));
}

/* int(s, base) (CPython's PyLong_FromString via PyLong_FromUnicodeObject). */
static int int_fromstring(lua_State *L) {
    size_t len, ndig = 0;
    const char *s, *p, *e, *start;
    lua_Integer obase = 10;
    int base, neg = 0, zerocheck = 0, ovf = 0, prev = 0;
    uint64_t acc = 0;
    if (lua_type(L, 1) != LUA_TSTRING) {
        return nonum(L);
    }
    if (!lua_isnoneornil(L, 2)) {
        obase = getindex(L, 2);
    }
    if ((obase != 0 && obase < 2) || obase > 36) {
        return py_raise(L, "ValueError", "int() base must be >= 2 and <= 36, or 0");
    }
    base = (int)obase;
    s = lua_tolstring(L, 1, &len);
    s = py_num_asciify(L, s, &len);
    p = s;
    e = s + len;
    while (p < e && ISSPACE(*p)) {
        p++;
    }
    if (p < e && (*p == '+' || *p == '-')) {
        neg = *p == '-';
        p++;
    }
    if (base == 0) {
        if (p >= e || *p != '0') {
            base = 10;
        } else if (p + 1 < e && (p[1] | 0x20) == 'x') {
            base = 16;
        } else if (p + 1 < e && (p[1] | 0x20) == 'o') {
            base = 8;
        } else if (p + 1 < e && (p[1] | 0x20) == 'b') {
            base = 2;
        } else {
            zerocheck = 1; /* "old" octal literal: only zero is valid */
            base = 10;
        }
    }
    if (p + 1 < e && p[0] == '0' &&
        ((base == 16 && (p[1] | 0x20) == 'x') || (base == 8 && (p[1] | 0x20) == 'o') ||
         (base == 2 && (p[1] | 0x20) == 'b'))) {
        p += 2;
        if (p < e && *p == '_') {
            p++;
        }
    }
    if (p < e && *p == '_') {
        return badliteral(L, obase);
    }
    start = p;
    for (; p < e; p++) {
        int v = digitval((unsigned char)*p);
        if (v < base) {
            ndig++;
            if (!ovf) {
                if (acc > (UINT64_MAX - (uint64_t)v) / (uint64_t)base) {
                    ovf = 1;
                } else {
                    acc = acc * (uint64_t)base + (uint64_t)v;
                }
            }
        } else if (*p == '_') {
            if (prev == '_') {
                return badliteral(L, obase);
            }
        } else {
            break;
        }
        prev = *p;
    }
    if (prev == '_') {
        return badliteral(L, obase);
    }
    if ((base & (base - 1)) != 0 && ndig > 640) {
        int lim = maxdigits(L);
        if (lim > 0 && ndig > (size_t)lim) {
            return py_raise(L, "ValueError",
                            "Exceeds the limit (%d digits) for integer string conversion: "
                            "value has %I digits; use sys.set_int_max_str_digits() "
                            "to increase the limit",
                            lim, (lua_Integer)ndig);
        }
    }
    if (ndig == 0 || (zerocheck && (ovf || acc != 0))) {
        return badliteral(L, obase);
    }
    {
        const char *q = p;
        while (q < e && ISSPACE(*q)) {
            q++;
        }
        if (q != e) {
            return badliteral(L, obase);
        }
    }
    if (!ovf && (acc <= (uint64_t)INT64_MAX || (neg && acc == (uint64_t)1 << 63))) {
        lua_pushinteger(L, neg ? (lua_Integer)(0 - acc) : (lua_Integer)acc);
        return 1;
    }
    {
        double bits = (double)ndig * log2((double)base);
        luaL_Buffer b;
        char *out;
        size_t n = 0, nl;
        const char *digits;
        Scratch *sc = scratch(L);
        if (bits > (double)PY_INT_MAX_BITS) {
            return too_big(L);
        }
        nl = (size_t)(bits / 64) + 2;
        charge(L, mulcost(nl, nl) * (ilog2(nl) + 1) / 2);
        out = luaL_buffinitsize(L, &b, ndig);
        for (; start < p; start++) {
            if (*start != '_') {
                out[n++] = *start;
            }
        }
        luaL_pushresultsize(&b, n);
        digits = lua_tostring(L, -1);
        res_prep(L, nl, MT);
        gmp_enter(L, sc);
        mpz_set_str(sc->t[0], digits, base);
        if (neg) {
            mpz_neg(sc->t[0], sc->t[0]);
        }
        GMP_LEAVE();
        res_set(L, -1, sc->t[0], MT);
        scratch_trim(sc);
        return 1;
    }
}

static int int_tostring(lua_State *L) {
    Num a;
    lua_Integer base = 10;
    size_t len;
    if (getnum(L, 1, &a) == NK_NONE) {
        return nonum(L);
    }
    if (a.kind == NK_FLOAT) {
        char buf[PY_FLOAT_REPR_SIZE];
        if (!lua_isnoneornil(L, 2)) {
            return nonum(L);
        }
        lua_pushlstring(L, buf, py_float_repr(a.f, buf));
        return 1;
    }
    if (!lua_isnoneornil(L, 2)) {
        base = getindex(L, 2);
        if (base < 2 || base > 36) {
            return py_raise(L, "ValueError", "int() base must be >= 2 and <= 36, or 0");
        }
    }
    push_intstr(L, &a, (int)base, 1, scratch(L), &len);
    return 1;
}

/* ---------------------------------------------------------------- unary and misc */

static int unop(lua_State *L, int which) {
    Num a;
    Scratch *s;
    mpz_srcptr x;
    if (getnum(L, 1, &a) == NK_NONE) {
        return nonum(L);
    }
    if (a.kind == NK_FLOAT) {
        if (which == '~') {
            return nonum(L);
        }
        lua_pushnumber(L, which == '-' ? -a.f : which == 'a' ? fabs(a.f) : a.f);
        return 1;
    }
    if (a.kind == NK_INT) {
        i128 v = a.i;
        return push_i128(L,
                         which == '-'            ? -v
                         : which == '~'          ? -v - 1
                         : which == 'a' && v < 0 ? -v
                                                 : v,
                         MT);
    }
    if (which == '+' || (which == 'a' && a.b->size > 0)) {
        lua_pushvalue(L, 1);
        return 1;
    }
    s = scratch(L);
    x = num_z(&a);
    res_prep(L, nlimbs(x) + 1, MT);
    gmp_enter(L, s);
    if (which == '-') {
        mpz_neg(s->t[0], x);
    } else if (which == 'a') {
        mpz_abs(s->t[0], x);
    } else {
        mpz_com(s->t[0], x);
    }
    GMP_LEAVE();
    res_set(L, -1, s->t[0], MT);
    scratch_trim(s);
    return 1;
}

static int int_divmod(lua_State *L) {
    Num a, b;
    if (getnum(L, 1, &a) == NK_NONE || getnum(L, 2, &b) == NK_NONE) {
        return nonum(L);
    }
    if (a.kind == NK_FLOAT || b.kind == NK_FLOAT) {
        double x = num_tofloat(L, &a), y = num_tofloat(L, &b), q, r;
        if (y == 0) {
            return py_raise(L, "ZeroDivisionError", "float divmod()");
        }
        py_float_divmod(x, y, &q, &r);
        lua_pushnumber(L, q);
        lua_pushnumber(L, r);
        return 2;
    }
    if (a.kind == NK_INT && b.kind == NK_INT) {
        lua_Integer x = a.i, y = b.i, q, r;
        if (y == 0) {
            return py_raise(L, "ZeroDivisionError", "integer division or modulo by zero");
        }
        if (y == -1) {
            push_i128(L, -(i128)x, MT);
            lua_pushinteger(L, 0);
            return 2;
        }
        q = x / y;
        r = x % y;
        if (r != 0 && (r ^ y) < 0) {
            q--;
            r += y;
        }
        lua_pushinteger(L, q);
        lua_pushinteger(L, r);
        return 2;
    }
    {
        Scratch *s = scratch(L);
        mpz_srcptr x = num_z(&a), y = num_z(&b);
        size_t nx = nlimbs(x), ny = nlimbs(y);
        if (ny == 0) {
            return py_raise(L, "ZeroDivisionError", "integer division or modulo by zero");
        }
        charge(L, mulcost(nx >= ny ? nx - ny + 1 : 1, ny));
        res_prep(L, nx >= ny ? nx - ny + 1 : 1, MT);
        res_prep(L, ny, MT);
        gmp_enter(L, s);
        mpz_fdiv_qr(s->t[0], s->t[1], x, y);
        GMP_LEAVE();
        res_set(L, -2, s->t[0], MT);
        res_set(L, -1, s->t[1], MT);
        scratch_trim(s);
        return 2;
    }
}

static int int_hash(lua_State *L) {
    lua_Integer h;
    if (!py_num_hash(L, 1, &h)) {
        return nonum(L);
    }
    lua_pushinteger(L, h);
    return 1;
}

static int int_tofloat(lua_State *L) {
    Num a;
    if (getnum(L, 1, &a) == NK_NONE) {
        return nonum(L);
    }
    lua_pushnumber(L, num_tofloat(L, &a));
    return 1;
}

static int int_toint(lua_State *L) {
    Num a;
    switch (getnum(L, 1, &a)) {
    case NK_NONE:
        return nonum(L);
    case NK_FLOAT:
        return push_fromdouble(L, a.f, MT);
    case NK_INT:
        lua_pushinteger(L, a.i);
        return 1;
    default:
        lua_pushvalue(L, 1);
        return 1;
    }
}

/* round(x[, ndigits]) (CPython's float___round__ and int___round__). */
static int int_round(lua_State *L) {
    Num a;
    lua_Integer nd, k;
    Scratch *s;
    mpz_srcptr x;
    if (getnum(L, 1, &a) == NK_NONE) {
        return nonum(L);
    }
    if (a.kind == NK_FLOAT) {
        if (lua_isnoneornil(L, 2)) {
            double r = round(a.f);
            if (fabs(a.f - r) == 0.5) {
                r = 2.0 * round(a.f / 2.0);
            }
            return push_fromdouble(L, r, MT);
        }
        nd = getindex(L, 2);
        lua_pushnumber(L, py_float_round(L, a.f, nd));
        return 1;
    }
    nd = lua_isnoneornil(L, 2) ? 0 : getindex(L, 2);
    if (nd >= 0) {
        if (a.kind == NK_INT) {
            lua_pushinteger(L, a.i);
        } else {
            lua_pushvalue(L, 1);
        }
        return 1;
    }
    k = nd == INT64_MIN ? INT64_MAX : -nd;
    if (a.kind == NK_INT && k <= 18) {
        lua_Integer p = 1, q, r;
        int i;
        for (i = 0; i < k; i++) {
            p *= 10;
        }
        q = a.i / p;
        r = a.i % p;
        if (r < 0) {
            q--;
            r += p;
        }
        if (2 * r > p || (2 * r == p && (q & 1))) {
            q++;
        }
        return push_i128(L, (i128)q * p, MT);
    }
    s = scratch(L);
    x = num_z(&a);
    if ((double)k > (double)mpz_sizeinbase(x, 2) * 0.30103 + 2) {
        lua_pushinteger(L, 0);
        return 1;
    }
    res_prep(L, nlimbs(x) + 1, MT);
    gmp_enter(L, s);
    mpz_ui_pow_ui(s->t[1], 10, (unsigned long)k);
    mpz_fdiv_qr(s->t[2], s->t[3], x, s->t[1]);
    mpz_mul_2exp(s->t[3], s->t[3], 1);
    {
        int c = mpz_cmp(s->t[3], s->t[1]);
        if (c > 0 || (c == 0 && mpz_odd_p(s->t[2]))) {
            mpz_add_ui(s->t[2], s->t[2], 1);
        }
    }
    mpz_mul(s->t[0], s->t[2], s->t[1]);
    GMP_LEAVE();
    res_set(L, -1, s->t[0], MT);
    scratch_trim(s);
    return 1;
}

static int int_bit_length(lua_State *L) {
    Num a;
    if (getnum(L, 1, &a) == NK_NONE || a.kind == NK_FLOAT) {
        return nonum(L);
    }
    if (a.kind == NK_INT) {
        uint64_t m = a.i < 0 ? (uint64_t)0 - (uint64_t)a.i : (uint64_t)a.i;
        lua_pushinteger(L, m == 0 ? 0 : 64 - __builtin_clzll(m));
    } else {
        lua_pushinteger(L, (lua_Integer)mpz_sizeinbase(num_z(&a), 2));
    }
    return 1;
}

static int int_bit_count(lua_State *L) {
    Num a;
    if (getnum(L, 1, &a) == NK_NONE || a.kind == NK_FLOAT) {
        return nonum(L);
    }
    if (a.kind == NK_INT) {
        uint64_t m = a.i < 0 ? (uint64_t)0 - (uint64_t)a.i : (uint64_t)a.i;
        lua_pushinteger(L, __builtin_popcountll(m));
    } else {
        lua_pushinteger(L, (lua_Integer)mpn_popcount(a.b->d, abs(a.b->size)));
    }
    return 1;
}

static int int_isbig(lua_State *L) {
    lua_pushboolean(L, isbig_at(L, 1, MT));
    return 1;
}

/* Integer arguments of the math functions: floats are a TypeError, like CPython. */
static int intargs(lua_State *L, int n, Num *a) {
    int i;
    for (i = 0; i < n; i++) {
        int k = getnum(L, i + 1, &a[i]);
        if (k == NK_NONE) {
            return 0;
        }
        if (k == NK_FLOAT) {
            py_raise(L, "TypeError", "'float' object cannot be interpreted as an integer");
        }
    }
    return 1;
}

static int gcdlcm(lua_State *L, int lcm) {
    Num a[2];
    Scratch *s;
    mpz_srcptr x, y;
    size_t nx, ny;
    if (!intargs(L, 2, a)) {
        return nonum(L);
    }
    if (a[0].kind == NK_INT && a[1].kind == NK_INT) {
        uint64_t u = a[0].i < 0 ? (uint64_t)0 - (uint64_t)a[0].i : (uint64_t)a[0].i;
        uint64_t v = a[1].i < 0 ? (uint64_t)0 - (uint64_t)a[1].i : (uint64_t)a[1].i;
        uint64_t g = u, t = v;
        while (t != 0) {
            uint64_t r = g % t;
            g = t;
            t = r;
        }
        if (lcm) {
            return push_i128(L, g == 0 ? 0 : (i128)((u128)(u / g) * v), MT);
        }
        return push_i128(L, (i128)g, MT);
    }
    s = scratch(L);
    x = num_z(&a[0]);
    y = num_z(&a[1]);
    nx = nlimbs(x);
    ny = nlimbs(y);
    /* GMP's subquadratic gcd costs about 4 log n multiplications (measured: ~30 ns per
     * n log^2 n limbs, a product ~10 ns per unit of mulcost) */
    charge(L, mulcost(nx, ny) * (ilog2(nx < ny ? nx : ny) + 1) * (lcm ? 8 : 4));
    res_prep(L, lcm ? nx + ny : (nx > ny ? nx : ny), MT);
    gmp_enter(L, s);
    if (lcm) {
        mpz_lcm(s->t[0], x, y);
    } else {
        mpz_gcd(s->t[0], x, y);
    }
    GMP_LEAVE();
    res_set(L, -1, s->t[0], MT);
    scratch_trim(s);
    return 1;
}

static int int_gcd(lua_State *L) {
    return gcdlcm(L, 0);
}

static int int_lcm(lua_State *L) {
    return gcdlcm(L, 1);
}

/* ---------------------------------------------------------------- C API */

int py_isint(lua_State *L, int idx) {
    return lua_isinteger(L, idx) || isbig_at(L, idx, 0);
}

int py_isbigint(lua_State *L, int idx) {
    return isbig_at(L, idx, 0);
}

mpz_srcptr py_int_view(lua_State *L, int idx, py_IntView *v) {
    if (lua_isinteger(L, idx)) {
        return view_int(v, lua_tointeger(L, idx));
    }
    if (lua_type(L, idx) == LUA_TBOOLEAN) {
        return view_int(v, lua_toboolean(L, idx));
    }
    if (isbig_at(L, idx, 0)) {
        const BigInt *b = lua_touserdata(L, idx);
        return mpz_roinit_n(v->z, b->d, b->size);
    }
    return NULL;
}

void py_pushint_from_mpz(lua_State *L, mpz_srcptr z) {
    size_t n = nlimbs(z);
    if (n <= 1) {
        mp_limb_t l = n != 0 ? z->_mp_d[0] : 0;
        if (l <= (mp_limb_t)INT64_MAX || (z->_mp_size < 0 && l == (mp_limb_t)1 << 63)) {
            lua_pushinteger(L, z->_mp_size < 0 ? (lua_Integer)(0 - l) : (lua_Integer)l);
            return;
        }
    }
    {
        BigInt *b = newbig(L, n, 0);
        memcpy(b->d, z->_mp_d, n * sizeof(mp_limb_t));
        b->size = z->_mp_size;
    }
}

void py_pushint_from_double(lua_State *L, double x) {
    push_fromdouble(L, x, 0);
}

double py_int_tofloat(lua_State *L, int idx) {
    Num a;
    if (getnum_mt(L, idx, &a, 0) == NK_NONE) {
        return luaL_error(L, "py_int_tofloat: not a number");
    }
    return num_tofloat(L, &a);
}

const char *py_int_tostring(lua_State *L, int idx, int base, size_t *len) {
    Num a;
    int k = getnum_mt(L, idx, &a, 0);
    if (k != NK_INT && k != NK_BIG) {
        luaL_error(L, "py_int_tostring: not an int");
    }
    return push_intstr(L, &a, base, 1, scratch_reg(L), len);
}

int py_num_hash(lua_State *L, int idx, lua_Integer *h) {
    Num a;
    uint64_t m;
    int neg;
    switch (getnum_mt(L, idx, &a, 0)) {
    case NK_NONE:
        return 0;
    case NK_FLOAT:
        *h = py_float_hash(a.f);
        return 1;
    case NK_INT:
        neg = a.i < 0;
        m = (neg ? (uint64_t)0 - (uint64_t)a.i : (uint64_t)a.i) % HASH_MODULUS;
        break;
    default:
        neg = a.b->size < 0;
        m = mpz_tdiv_ui(num_z(&a), HASH_MODULUS);
        break;
    }
    *h = neg ? -(lua_Integer)m : (lua_Integer)m;
    if (*h == -1) {
        *h = -2;
    }
    return 1;
}

/* ---------------------------------------------------------------- big-int work for modules */

mpz_ptr py_big_scratch(lua_State *L, int i) {
    Scratch *s = scratch_reg(L);
    if (s->poisoned) {
        scratch_reset(s);
    }
    return s->t[i];
}

void py_big_enter(lua_State *L) {
    gmp_enter(L, scratch_reg(L));
}

void py_big_leave(void) {
    GMP_LEAVE();
}

void py_big_result(lua_State *L, size_t maxlimbs) {
    res_prep(L, maxlimbs, 0);
}

void py_big_set_result(lua_State *L, mpz_srcptr z) {
    res_set(L, -1, z, 0);
    scratch_trim(scratch_reg(L));
}

void py_big_charge_mul(lua_State *L, size_t a, size_t b, size_t times) {
    charge(L, mulcost(a, b) * times);
}

int py_big_toobig(lua_State *L) {
    return too_big(L);
}

double py_big_log2abs(mpz_srcptr x) {
    return log2abs(x);
}

/* ---------------------------------------------------------------- Lua functions */

static int int_add(lua_State *L) {
    return binop(L, OP_ADD, 0);
}
static int int_sub(lua_State *L) {
    return binop(L, OP_SUB, 0);
}
static int int_mul(lua_State *L) {
    return binop(L, OP_MUL, 0);
}
static int int_truediv(lua_State *L) {
    return binop(L, OP_TRUEDIV, 0);
}
static int int_floordiv(lua_State *L) {
    return binop(L, OP_FLOORDIV, 0);
}
static int int_mod(lua_State *L) {
    return binop(L, OP_MOD, 0);
}
static int int_lshift(lua_State *L) {
    return binop(L, OP_LSHIFT, 0);
}
static int int_rshift(lua_State *L) {
    return binop(L, OP_RSHIFT, 0);
}
static int int_band(lua_State *L) {
    return binop(L, OP_AND, 0);
}
static int int_bor(lua_State *L) {
    return binop(L, OP_OR, 0);
}
static int int_bxor(lua_State *L) {
    return binop(L, OP_XOR, 0);
}
static int int_neg(lua_State *L) {
    return unop(L, '-');
}
static int int_pos(lua_State *L) {
    return unop(L, '+');
}
static int int_abs(lua_State *L) {
    return unop(L, 'a');
}
static int int_invert(lua_State *L) {
    return unop(L, '~');
}
static int int_eq(lua_State *L) {
    return cmpop(L, 0, 0);
}
static int int_lt(lua_State *L) {
    return cmpop(L, 1, 0);
}
static int int_le(lua_State *L) {
    return cmpop(L, 2, 0);
}

static int int_pow(lua_State *L) {
    if (!lua_isnoneornil(L, 3)) {
        return powmod(L);
    }
    return binop(L, OP_POW, 0);
}

static int int__add(lua_State *L) {
    return binop(L, OP_ADD, 1);
}
static int int__sub(lua_State *L) {
    return binop(L, OP_SUB, 1);
}
static int int__mul(lua_State *L) {
    return binop(L, OP_MUL, 1);
}
static int int__div(lua_State *L) {
    return binop(L, OP_TRUEDIV, 1);
}
static int int__idiv(lua_State *L) {
    return binop(L, OP_FLOORDIV, 1);
}
static int int__mod(lua_State *L) {
    return binop(L, OP_MOD, 1);
}
static int int__pow(lua_State *L) {
    return binop(L, OP_POW, 1);
}
static int int__shl(lua_State *L) {
    return binop(L, OP_LSHIFT, 1);
}
static int int__shr(lua_State *L) {
    return binop(L, OP_RSHIFT, 1);
}
static int int__band(lua_State *L) {
    return binop(L, OP_AND, 1);
}
static int int__bor(lua_State *L) {
    return binop(L, OP_OR, 1);
}
static int int__bxor(lua_State *L) {
    return binop(L, OP_XOR, 1);
}
static int int__eq(lua_State *L) {
    return cmpop(L, 0, 1);
}
static int int__lt(lua_State *L) {
    return cmpop(L, 1, 1);
}
static int int__le(lua_State *L) {
    return cmpop(L, 2, 1);
}

/* Lua's tostring(): decimal without the int_max_str_digits limit (the prelude builds
 * dict keys with it); Python's str() goes through num.tostring. */
static int int__tostring(lua_State *L) {
    Num a;
    size_t len;
    getnum(L, 1, &a);
    push_intstr(L, &a, 10, 0, scratch(L), &len);
    return 1;
}

static const luaL_Reg int_meta[] = {
    {"__add", int__add}, {"__band", int__band},         {"__bnot", int_invert},
    {"__bor", int__bor}, {"__bxor", int__bxor},         {"__div", int__div},
    {"__eq", int__eq},   {"__idiv", int__idiv},         {"__le", int__le},
    {"__lt", int__lt},   {"__mod", int__mod},           {"__mul", int__mul},
    {"__pow", int__pow}, {"__shl", int__shl},           {"__shr", int__shr},
    {"__sub", int__sub}, {"__tostring", int__tostring}, {"__unm", int_neg},
    {NULL, NULL}};

static const luaL_Reg int_funcs[] = {{"abs", int_abs},
                                     {"add", int_add},
                                     {"band", int_band},
                                     {"bit_count", int_bit_count},
                                     {"bit_length", int_bit_length},
                                     {"bor", int_bor},
                                     {"bxor", int_bxor},
                                     {"divmod", int_divmod},
                                     {"eq", int_eq},
                                     {"floordiv", int_floordiv},
                                     {"fromstring", int_fromstring},
                                     {"gcd", int_gcd},
                                     {"hash", int_hash},
                                     {"invert", int_invert},
                                     {"isbig", int_isbig},
                                     {"lcm", int_lcm},
                                     {"le", int_le},
                                     {"lshift", int_lshift},
                                     {"lt", int_lt},
                                     {"mod", int_mod},
                                     {"mul", int_mul},
                                     {"neg", int_neg},
                                     {"pos", int_pos},
                                     {"pow", int_pow},
                                     {"round", int_round},
                                     {"rshift", int_rshift},
                                     {"setmaxdigits", int_setmaxdigits},
                                     {"sub", int_sub},
                                     {"tofloat", int_tofloat},
                                     {"toint", int_toint},
                                     {"tostring", int_tostring},
                                     {"truediv", int_truediv},
                                     {NULL, NULL}};

int luaopen_py_num(lua_State *L) {
    void *(*alloc)(size_t);
    Scratch *s;
    int i;
    mp_get_memory_functions(&alloc, NULL, NULL);
    if (alloc != gmp_alloc) {
        mp_set_memory_functions(gmp_alloc, gmp_realloc, gmp_free);
    }
    s = lua_newuserdatauv(L, sizeof(Scratch), 0);
    s->blocks.prev = s->blocks.next = &s->blocks;
    for (i = 0; i < NSCRATCH; i++) {
        mpz_init(s->t[i]);
    }
    s->poisoned = 0;
    if (luaL_newmetatable(L, SCRATCH_MT)) {
        lua_pushcfunction(L, scratch_gc);
        lua_setfield(L, -2, "__gc");
    }
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, SCRATCH_KEY);
    luaL_newmetatable(L, PY_INT_MT); /* may exist already: __index stays the prelude's */
    lua_pushvalue(L, -2);
    lua_pushvalue(L, -2);
    luaL_setfuncs(L, int_meta, 2);
    lua_pushliteral(L, "int");
    lua_setfield(L, -2, "__name");
    lua_createtable(L, 0, (int)(sizeof int_funcs / sizeof int_funcs[0]) + 2);
    lua_pushvalue(L, -3);
    lua_pushvalue(L, -3);
    luaL_setfuncs(L, int_funcs, 2);
    py_openfloat(L);
    py_opencomplex(L);
    py_opentuple(L);
    py_openstr(L);
    py_openset(L);
    py_openbytes(L);
    return 1;
}
