/*
 * objint.h: Python ints. A Python int is a Lua integer when it fits int64, else a full
 * userdata of metatable PY_INT_MT holding GMP limbs (never a value that fits int64).
 * luaopen_py_num returns the `py.num` table of arithmetic slow paths (INTERNALS.md).
 */
#ifndef MOONPY_OBJINT_H
#define MOONPY_OBJINT_H

#include <gmp.h>
#include "py.h"

#define PY_INT_MT "py.int"

/* Largest big int a single operation may produce (8 MiB of limbs); beyond it the
 * operation fails with the uncatchable MemoryError limit before any work is done. */
#define PY_INT_MAX_BITS (1L << 26)

/* CPython 3.11's default sys.get_int_max_str_digits(); the registry field
 * PY_INT_MAX_STR_DIGITS_KEY (an integer, 0 = no limit) overrides it. */
#define PY_INT_MAX_STR_DIGITS 4300
#define PY_INT_MAX_STR_DIGITS_KEY "py.int_max_str_digits"

/* Storage for a read-only mpz view of a Lua integer or boolean. */
typedef struct py_IntView {
    mpz_t z;
    mp_limb_t limb;
} py_IntView;

/* Lua integer or py.int (booleans are not ints here). */
int py_isint(lua_State *L, int idx);
int py_isbigint(lua_State *L, int idx);

/* Read-only view of the int, bool or py.int at idx (valid while the value is on the
 * stack); NULL when it is none of them. */
mpz_srcptr py_int_view(lua_State *L, int idx, py_IntView *v);

/* Push z as a Python int (a Lua integer when it fits). z must not be memory that a raise
 * would leak (use a view or GMP memory owned by a userdata). */
void py_pushint_from_mpz(lua_State *L, mpz_srcptr z);

/* int(x) for a float: raises OverflowError/ValueError for infinities and NaN. */
void py_pushint_from_double(lua_State *L, double x);

/* float(i) correctly rounded for the int or bool at idx; raises OverflowError
 * "int too large to convert to float". */
double py_int_tofloat(lua_State *L, int idx);

/* Push str(i) in base 2..36 (lowercase, '-' sign, no prefix) of the int or bool at idx;
 * raises ValueError past the int_max_str_digits limit for bases that are not powers of 2. */
const char *py_int_tostring(lua_State *L, int idx, int base, size_t *len);

/* hash() of an int, bool or float; returns 0 when idx holds none of them. */
int py_num_hash(lua_State *L, int idx, lua_Integer *h);

/* Python repr() of a UTF-8 str, cut to maxchars characters (0 = no cut), pushed. Non-ASCII
 * characters pass through unless they are not printable (str.isprintable). */
void py_pushstrrepr(lua_State *L, const char *s, size_t len, size_t maxchars);

/* What int() and float() do to a str first: non-ASCII whitespace becomes ' ', Unicode
 * decimal digits become ASCII digits, anything else non-ASCII ends the string with '?'.
 * Returns s itself when it is ASCII, else a string pushed on the stack. */
const char *py_num_asciify(lua_State *L, const char *s, size_t *len);

/* Big-int work for the C parts of modules (modmath.c), inside objint.c's limits. GMP writes only
 * into the scratch mpz's of the state's py.num (0 <= i < 4), and only between py_big_enter and
 * py_big_leave, with no Lua call in between (so a MemoryError limit from GMP leaks nothing).
 * A result: py_big_result pushes a slot for at most maxlimbs limbs (the MemoryError limit past
 * PY_INT_MAX_BITS), py_big_set_result replaces it with z, a Lua integer when it fits. */
mpz_ptr py_big_scratch(lua_State *L, int i);
void py_big_enter(lua_State *L);
void py_big_leave(void);
void py_big_result(lua_State *L, size_t maxlimbs);
void py_big_set_result(lua_State *L, mpz_srcptr z);
/* Charges the operation budget for `times` multiplications of a by b limbs. */
void py_big_charge_mul(lua_State *L, size_t a, size_t b, size_t times);
/* Raises the uncatchable MemoryError of an int past PY_INT_MAX_BITS. */
int py_big_toobig(lua_State *L);
/* log2(|x|), a little above (for size bounds). */
double py_big_log2abs(mpz_srcptr x);

int luaopen_py_num(lua_State *L);

/* Adds tuple_keyfunc (objtuple.c) to the table on the top of the stack. */
void py_opentuple(lua_State *L);
/* the str methods' C paths (objstr.c): the field `str` of the table at the top */
void py_openstr(lua_State *L);
/* set_replay, set_order, ... (objset.c): a shadow of CPython's set table, into the table at
 * the top */
void py_openset(lua_State *L);
/* objbytes.c: the `bytes` table (codecs, repr, hex) */
void py_openbytes(lua_State *L);

#endif
