/*
 * objfloat.h: Python float semantics on Lua floats (CPython 3.11 Objects/floatobject.c).
 * The Lua-visible functions are part of the `py.num` table (see objint.h).
 */
#ifndef MOONPY_OBJFLOAT_H
#define MOONPY_OBJFLOAT_H

#include "py.h"

/* Size of a buffer that holds any float repr, with its NUL. */
#define PY_FLOAT_REPR_SIZE 32

/* repr(x) as CPython writes it ('1e+16', '0.0001', '-0.0', 'nan'); returns the length. */
int py_float_repr(double x, char *buf);

/* float(s) for an ASCII string without underscores (whitespace around, sign, digits with
 * optional point and exponent, inf/infinity/nan in any case). Returns 0 when invalid. */
int py_float_parse(const char *s, size_t len, double *out);

/* x ** y, x // y, x % y and divmod(x, y) exactly as CPython (y != 0 for the division
 * family: the caller raises the matching ZeroDivisionError). py_float_pow raises. */
double py_float_pow(lua_State *L, double x, double y);
void py_float_divmod(double x, double y, double *floordiv, double *mod);
double py_float_mod(double x, double y);

/* hash(x) as CPython 3.11 (sys.hash_info); nan hashes to 0 (CPython: object identity). */
lua_Integer py_float_hash(double x);

/* round(x, ndigits) for finite or non-finite x; raises OverflowError "rounded value too
 * large to represent". */
double py_float_round(lua_State *L, double x, lua_Integer ndigits);

/* Adds float_repr and float_fromstring to the table on the top of the stack. */
void py_openfloat(lua_State *L);

#endif
