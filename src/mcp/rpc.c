/*
 * rpc.c: JSON-RPC 2.0 envelopes and JSON text for the MCP server (mongoose's rpc.c shape: no
 * I/O, so it is unit-tested against memory buffers). Messages are decoded with lua-cjson in a
 * small trusted Lua state of their own, which never sees user code. Every JSON text the
 * server writes goes through this file's writers: rpc_json_string is the one JSON string
 * encoder of the host (over buf.c's utf8_seq, the one UTF-8 decoder), rpc_encode writes the Lua
 * values of the envelopes. Output that the server splices in from a worker (the structured result)
 * is checked by rpc_json_valid, a strict RFC 8259 recogniser, because the worker is not
 * trusted and stdout must stay one valid JSON message per line.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lauxlib.h"
#include "lualib.h"
#include "lua-cjson.h"
#include "mcp.h"

/* ---- UTF-8 and JSON text ---- */

int rpc_utf8_valid(const char *s, size_t n) {
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0;
    while (i < n) {
        if (p[i] < 0x80) {
            i++;
            continue;
        }
        size_t k = utf8_seq(p + i, n - i);
        if (k == 0) {
            return 0;
        }
        i += k;
    }
    return 1;
}

static void json_string(Buf *out, const char *s, size_t n, unsigned del) {
    static const char hex[] = "0123456789abcdef";
    const unsigned char *p = (const unsigned char *)s;
    buf_addc(out, '"');
    size_t i = 0, run = 0;
    while (i < n) {
        unsigned c = p[i];
        if (c >= 0x20 && c != '"' && c != '\\' && c < del) {
            i++;
            continue;
        }
        size_t k = c >= 0x80 ? utf8_seq(p + i, n - i) : 0;
        if (k) {
            i += k;
            continue;
        }
        buf_add(out, s + run, i - run);
        switch (c) {
        case '"':
            buf_adds(out, "\\\"");
            break;
        case '\\':
            buf_adds(out, "\\\\");
            break;
        case '\n':
            buf_adds(out, "\\n");
            break;
        case '\r':
            buf_adds(out, "\\r");
            break;
        case '\t':
            buf_adds(out, "\\t");
            break;
        case '\b':
            buf_adds(out, "\\b");
            break;
        case '\f':
            buf_adds(out, "\\f");
            break;
        default:
            if (c < 0x20 || c == 0x7f) {
                char e[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
                buf_add(out, e, 6);
            } else {
                buf_adds(out, "\xEF\xBF\xBD"); /* U+FFFD for a byte that is not UTF-8 */
            }
        }
        i++;
        run = i;
    }
    buf_add(out, s + run, n - run);
    buf_addc(out, '"');
}

void rpc_json_string(Buf *out, const char *s, size_t n) {
    json_string(out, s, n, 0x80);
}

void rpc_json_string_del(Buf *out, const char *s, size_t n) {
    json_string(out, s, n, 0x7f);
}

typedef struct JScan {
    const unsigned char *s;
    size_t n, i;
} JScan;

static void js_ws(JScan *j) {
    while (j->i < j->n &&
           (j->s[j->i] == ' ' || j->s[j->i] == '\t' || j->s[j->i] == '\n' || j->s[j->i] == '\r')) {
        j->i++;
    }
}

static int js_lit(JScan *j, const char *lit) {
    size_t k = strlen(lit);
    if (j->n - j->i < k || memcmp(j->s + j->i, lit, k) != 0) {
        return 0;
    }
    j->i += k;
    return 1;
}

static int js_digits(JScan *j) {
    size_t start = j->i;
    while (j->i < j->n && j->s[j->i] >= '0' && j->s[j->i] <= '9') {
        j->i++;
    }
    return j->i > start;
}

static int js_number(JScan *j) {
    if (j->i < j->n && j->s[j->i] == '-') {
        j->i++;
    }
    if (j->i < j->n && j->s[j->i] == '0') {
        j->i++;
    } else if (!js_digits(j)) {
        return 0;
    }
    if (j->i < j->n && j->s[j->i] == '.') {
        j->i++;
        if (!js_digits(j)) {
            return 0;
        }
    }
    if (j->i < j->n && (j->s[j->i] == 'e' || j->s[j->i] == 'E')) {
        j->i++;
        if (j->i < j->n && (j->s[j->i] == '+' || j->s[j->i] == '-')) {
            j->i++;
        }
        if (!js_digits(j)) {
            return 0;
        }
    }
    return 1;
}

static int js_hex4(JScan *j, unsigned *v) {
    if (j->n - j->i < 4) {
        return 0;
    }
    *v = 0;
    for (int k = 0; k < 4; k++) {
        unsigned c = j->s[j->i++], d;
        if (c >= '0' && c <= '9') {
            d = c - '0';
        } else if (c >= 'a' && c <= 'f') {
            d = c - 'a' + 10;
        } else if (c >= 'A' && c <= 'F') {
            d = c - 'A' + 10;
        } else {
            return 0;
        }
        *v = *v << 4 | d;
    }
    return 1;
}

static int js_string(JScan *j) {
    j->i++; /* the opening quote */
    while (j->i < j->n) {
        unsigned c = j->s[j->i];
        if (c == '"') {
            j->i++;
            return 1;
        }
        if (c < 0x20) {
            return 0;
        }
        if (c == '\\') {
            if (++j->i >= j->n) {
                return 0;
            }
            c = j->s[j->i++];
            if (c == 'u') {
                unsigned v, w;
                if (!js_hex4(j, &v)) {
                    return 0;
                }
                if (v >= 0xDC00 && v <= 0xDFFF) {
                    return 0;
                }
                if (v >= 0xD800 && v <= 0xDBFF) {
                    if (!js_lit(j, "\\u") || !js_hex4(j, &w) || w < 0xDC00 || w > 0xDFFF) {
                        return 0;
                    }
                }
            } else if (!strchr("\"\\/bfnrt", (int)c) || c == 0) {
                return 0;
            }
            continue;
        }
        if (c < 0x80) {
            j->i++;
            continue;
        }
        size_t k = utf8_seq(j->s + j->i, j->n - j->i);
        if (!k) {
            return 0;
        }
        j->i += k;
    }
    return 0;
}

static int js_value(JScan *j, int depth) {
    js_ws(j);
    if (j->i >= j->n) {
        return 0;
    }
    unsigned c = j->s[j->i];
    if (c == '"') {
        return js_string(j);
    }
    if (c == '{' || c == '[') {
        if (depth <= 0) {
            return 0;
        }
        unsigned close = c == '{' ? '}' : ']';
        j->i++;
        js_ws(j);
        if (j->i < j->n && j->s[j->i] == close) {
            j->i++;
            return 1;
        }
        for (;;) {
            if (c == '{') {
                js_ws(j);
                if (j->i >= j->n || j->s[j->i] != '"' || !js_string(j)) {
                    return 0;
                }
                js_ws(j);
                if (j->i >= j->n || j->s[j->i] != ':') {
                    return 0;
                }
                j->i++;
            }
            if (!js_value(j, depth - 1)) {
                return 0;
            }
            js_ws(j);
            if (j->i >= j->n) {
                return 0;
            }
            if (j->s[j->i] == ',') {
                j->i++;
                continue;
            }
            if (j->s[j->i] == close) {
                j->i++;
                return 1;
            }
            return 0;
        }
    }
    if (c == 't') {
        return js_lit(j, "true");
    }
    if (c == 'f') {
        return js_lit(j, "false");
    }
    if (c == 'n') {
        return js_lit(j, "null");
    }
    return js_number(j);
}

int rpc_json_valid(const char *s, size_t n, int maxdepth) {
    JScan j = {(const unsigned char *)s, n, 0};
    if (!js_value(&j, maxdepth)) {
        return 0;
    }
    js_ws(&j);
    return j.i == n;
}

/* ---- what cjson does not keep: lone surrogates, and numbers as they were written ---- */

/* cjson refuses a \u escape of a lone surrogate, which RFC 8259 allows (CPython's json reads
 * it): each becomes \ufffd (the same length) in a copy of the text, before decoding. A
 * backslash and the character after it are skipped as a pair, so an escaped backslash
 * followed by "ud800" stays text. Returns s itself when nothing needs changing. */
static const char *fix_surrogates(Buf *copy, const char *s, size_t n) {
    int copied = 0;
    for (size_t i = 0; i + 1 < n; i++) {
        if (s[i] != '\\') {
            continue;
        }
        JScan j = {(const unsigned char *)s, n, i + 2};
        unsigned v, w;
        if (s[i + 1] != 'u' || !js_hex4(&j, &v)) {
            i++;
            continue;
        }
        size_t len = 6;
        int lone = v >= 0xDC00 && v <= 0xDFFF;
        if (v >= 0xD800 && v <= 0xDBFF) {
            if (js_lit(&j, "\\u") && js_hex4(&j, &w) && w >= 0xDC00 && w <= 0xDFFF) {
                len = 12;
            } else {
                lone = 1;
            }
        }
        if (lone) {
            if (!copied) {
                copy->n = 0;
                buf_add(copy, s, n);
                copied = 1;
            }
            memcpy(copy->p + i, "\\ufffd", 6);
        }
        i += len - 1;
    }
    return copied ? copy->p : s;
}

/* cjson decodes every number as a double, so an id like 9007199254740993 or 1e400 would come
 * back changed. The numbers that the server echoes (a message's "id", params.requestId of a
 * cancellation, params._meta.progressToken) are kept as written: after decoding, each such
 * number is replaced by a userdata RPC_NUMBER holding its text, which rpc_id_text and
 * rpc_encode write back as it was. So is such a string with a lone surrogate escape (decoded
 * as U+FFFD, see fix_surrogates): its original text is what the client will look for. */
#define RPC_NUMBER "rpc.number"
enum { AT_MESSAGE, AT_PARAMS, AT_META };

static void raw_number(lua_State *L, int obj, const char *key, const char *s, size_t n, int type) {
    if (lua_getfield(L, obj, key) == type) {
        char *p = lua_newuserdatauv(L, n + 1, 0);
        memcpy(p, s, n);
        p[n] = '\0';
        luaL_setmetatable(L, RPC_NUMBER);
        lua_setfield(L, obj, key);
    }
    lua_pop(L, 1);
}

/* The object at j (at its '{'), decoded as the table at obj; where: which envelope level. */
static int raw_members(lua_State *L, int obj, JScan *j, const char *orig, int where, int depth) {
    static const char *const keys[] = {"id", "requestId", "progressToken"};
    static const char *const inner[] = {"params", "_meta", NULL};
    const char *want = keys[where];
    size_t at = 0, len = 0, wn = strlen(want);
    j->i++;
    js_ws(j);
    if (j->i < j->n && j->s[j->i] == '}') {
        j->i++;
        return 1;
    }
    for (;;) {
        js_ws(j);
        size_t k0 = j->i + 1;
        if (j->i >= j->n || j->s[j->i] != '"' || !js_string(j)) {
            return 0;
        }
        size_t kn = j->i - 1 - k0;
        const char *key = (const char *)j->s + k0;
        js_ws(j);
        if (j->i >= j->n || j->s[j->i] != ':') {
            return 0;
        }
        j->i++;
        js_ws(j);
        size_t v0 = j->i;
        const char *sub = inner[where];
        if (j->i < j->n && j->s[j->i] == '{' && sub && kn == strlen(sub) &&
            memcmp(key, sub, kn) == 0 && depth > 0 && lua_checkstack(L, 4)) {
            lua_getfield(L, obj, sub);
            int ok =
                !lua_istable(L, -1) || raw_members(L, lua_gettop(L), j, orig, where + 1, depth - 1);
            lua_pop(L, 1);
            if (!ok) {
                return 0;
            }
        } else if (!js_value(j, depth)) {
            return 0;
        } else if (kn == wn && memcmp(key, want, wn) == 0) {
            at = v0, len = j->i - v0; /* the last one counts, as in the decoded table */
        }
        js_ws(j);
        if (j->i < j->n && j->s[j->i] == ',') {
            j->i++;
            continue;
        }
        if (j->i >= j->n || j->s[j->i] != '}') {
            return 0;
        }
        j->i++;
        break;
    }
    if (len && (j->s[at] == '-' || (j->s[at] >= '0' && j->s[at] <= '9'))) {
        raw_number(L, obj, want, (const char *)j->s + at, len, LUA_TNUMBER);
    } else if (len && j->s[at] == '"' && memcmp(j->s + at, orig + at, len) != 0) {
        raw_number(L, obj, want, orig + at, len, LUA_TSTRING);
    }
    return 1;
}

/* The decoded message (or batch) at idx, from the text s it was decoded from (orig: the text
 * as it came, before fix_surrogates, of the same length). */
static void raw_numbers(lua_State *L, int idx, const char *s, const char *orig, size_t n) {
    JScan j = {(const unsigned char *)s, n, 0};
    js_ws(&j);
    if (j.i < n && s[j.i] == '{') {
        raw_members(L, idx, &j, orig, AT_MESSAGE, RPC_DEPTH_MAX);
        return;
    }
    if (j.i >= n || s[j.i] != '[') {
        return;
    }
    j.i++;
    for (lua_Integer k = 1;; k++) {
        js_ws(&j);
        if (j.i >= n) {
            return;
        }
        int ok;
        if (s[j.i] == '{') {
            lua_rawgeti(L, idx, k);
            ok = !lua_istable(L, -1) ||
                 raw_members(L, lua_gettop(L), &j, orig, AT_MESSAGE, RPC_DEPTH_MAX);
            lua_pop(L, 1);
        } else {
            ok = js_value(&j, RPC_DEPTH_MAX);
        }
        js_ws(&j);
        if (!ok || j.i >= n || s[j.i] != ',') {
            return;
        }
        j.i++;
    }
}

/* ---- the cjson state ---- */

struct Rpc {
    lua_State *L;
    int decode; /* registry ref of cjson.decode */
    Buf text;   /* a message with its lone surrogate escapes replaced */
};

static int rpc_open(lua_State *L) {
    Rpc *r = lua_touserdata(L, 1);
    luaL_requiref(L, "_G", luaopen_base, 1);
    lua_pop(L, 1);
    luaL_newmetatable(L, RPC_NUMBER);
    lua_pop(L, 1);
    luaL_requiref(L, "cjson", luaopen_cjson, 0);
    lua_getfield(L, -1, "decode_invalid_numbers");
    lua_pushboolean(L, 0);
    lua_call(L, 1, 0);
    lua_getfield(L, -1, "decode_max_depth");
    lua_pushinteger(L, RPC_DEPTH_MAX);
    lua_call(L, 1, 0);
    lua_getfield(L, -1, "decode");
    r->decode = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

Rpc *rpc_new(void) {
    Rpc *r = calloc(1, sizeof *r);
    if (!r) {
        return NULL;
    }
    r->L = luaL_newstate();
    if (!r->L) {
        free(r);
        return NULL;
    }
    lua_pushcfunction(r->L, rpc_open);
    lua_pushlightuserdata(r->L, r);
    if (lua_pcall(r->L, 1, 0, 0) != LUA_OK) {
        lua_close(r->L);
        free(r);
        return NULL;
    }
    return r;
}

void rpc_free(Rpc *r) {
    if (r) {
        lua_close(r->L);
        buf_free(&r->text);
        free(r);
    }
}

lua_State *rpc_state(Rpc *r) {
    return r->L;
}

int rpc_decode(Rpc *r, const char *s, size_t n) {
    lua_State *L = r->L;
    if (!rpc_utf8_valid(s, n)) {
        lua_pushliteral(L, "the message is not valid UTF-8");
        return 0;
    }
    const char *orig = s;
    s = fix_surrogates(&r->text, s, n);
    lua_rawgeti(L, LUA_REGISTRYINDEX, r->decode);
    lua_pushlstring(L, s, n);
    if (lua_pcall(L, 1, 1, 0) != LUA_OK) {
        if (!lua_isstring(L, -1)) {
            lua_pop(L, 1);
            lua_pushliteral(L, "cannot decode the message");
        }
        return 0;
    }
    /* lua-cjson takes some texts that are not JSON ("9.", "[1.]"): the recogniser decides */
    if (!rpc_json_valid(s, n, RPC_DEPTH_MAX)) {
        lua_pop(L, 1);
        lua_pushliteral(L, "the message is not valid JSON");
        if (r->text.cap > 1024 * 1024) {
            buf_free(&r->text);
        }
        return 0;
    }
    if (lua_istable(L, -1)) {
        raw_numbers(L, lua_gettop(L), s, orig, n);
    }
    if (r->text.cap > 1024 * 1024) {
        buf_free(&r->text);
    }
    return 1;
}

static int is_null(lua_State *L, int idx) {
    return lua_islightuserdata(L, idx) && lua_touserdata(L, idx) == NULL;
}

/* A JSON number of the protocol (an id, a value echoed back): integral values without a
 * fraction, as clients wrote them (cjson decodes every number as a float). */
static int rpc_number(lua_State *L, int idx, char *out, size_t n) {
    if (lua_isinteger(L, idx)) {
        snprintf(out, n, LUA_INTEGER_FMT, lua_tointeger(L, idx));
        return 1;
    }
    double v = lua_tonumber(L, idx);
    if (!isfinite(v)) {
        return 0;
    }
    if (v == floor(v) && fabs(v) < 1e17) {
        snprintf(out, n, "%.0f", v);
    } else {
        snprintf(out, n, "%.17g", v);
    }
    return 1;
}

int rpc_id_text(lua_State *L, int idx, char *out) {
    idx = lua_absindex(L, idx);
    const char *raw = luaL_testudata(L, idx, RPC_NUMBER);
    if (raw) {
        size_t n = strlen(raw);
        if (n >= RPC_ID_MAX) {
            return 0;
        }
        memcpy(out, raw, n + 1);
        return 1;
    }
    if (lua_type(L, idx) == LUA_TNUMBER) {
        return rpc_number(L, idx, out, RPC_ID_MAX);
    }
    if (lua_type(L, idx) == LUA_TSTRING) {
        size_t n;
        const char *s = lua_tolstring(L, idx, &n);
        Buf b = {0};
        rpc_json_string(&b, s, n);
        int ok = b.n < RPC_ID_MAX;
        if (ok) {
            memcpy(out, b.p, b.n);
            out[b.n] = '\0';
        }
        buf_free(&b);
        return ok;
    }
    return 0;
}

void rpc_classify(Rpc *r, int idx, RpcMsg *m) {
    lua_State *L = r->L;
    idx = lua_absindex(L, idx);
    memset(m, 0, sizeof *m);
    strcpy(m->id, "null");
    m->kind = RPC_INVALID;
    if (!lua_istable(L, idx)) {
        m->why = "a message must be a JSON object";
        return;
    }
    int has_id = 0;
    lua_getfield(L, idx, "id");
    if (!lua_isnil(L, -1)) {
        has_id = 1;
        if (is_null(L, -1)) {
            m->why = "the id must be a string or a number, not null";
        } else if (!rpc_id_text(L, -1, m->id)) {
            m->why = lua_type(L, -1) == LUA_TSTRING || luaL_testudata(L, -1, RPC_NUMBER)
                         ? "the id is too long"
                         : "the id must be a string or a number";
            strcpy(m->id, "null");
        }
    }
    lua_pop(L, 1);
    lua_getfield(L, idx, "jsonrpc");
    int v2 = lua_type(L, -1) == LUA_TSTRING && strcmp(lua_tostring(L, -1), "2.0") == 0;
    lua_pop(L, 1);
    if (m->why) {
        return;
    }
    if (!v2) {
        m->why = "\"jsonrpc\" must be \"2.0\"";
        return;
    }
    lua_getfield(L, idx, "method");
    int mt = lua_type(L, -1);
    lua_pop(L, 1);
    if (mt == LUA_TNIL) {
        lua_getfield(L, idx, "result");
        lua_getfield(L, idx, "error");
        int resp = !lua_isnil(L, -1) || !lua_isnil(L, -2);
        lua_pop(L, 2);
        if (resp && has_id) {
            m->kind = RPC_RESPONSE;
        } else {
            m->why = "a request needs a \"method\"";
        }
        return;
    }
    if (mt != LUA_TSTRING) {
        m->why = "\"method\" must be a string";
        return;
    }
    lua_getfield(L, idx, "method");
    m->method = lua_tostring(L, -1); /* stays valid: the message table holds the string */
    lua_pop(L, 1);
    lua_getfield(L, idx, "params");
    if (lua_istable(L, -1)) {
        m->params = lua_gettop(L); /* left on the stack for the caller */
    } else if (!lua_isnil(L, -1)) {
        lua_pop(L, 1);
        m->why = "\"params\" must be an object";
        m->kind = RPC_INVALID;
        return;
    } else {
        lua_pop(L, 1);
    }
    m->kind = has_id ? RPC_REQUEST : RPC_NOTIFICATION;
}

/* A table is an array when its keys are exactly 1..n (n > 0), as cjson decodes one; any other
 * table is an object, whose keys must be strings or numbers. */
static int rpc_is_array(lua_State *L, int idx) {
    lua_Integer n = (lua_Integer)lua_rawlen(L, idx), count = 0;
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        lua_pop(L, 1);
        count++;
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > n) {
            lua_pop(L, 1);
            return 0;
        }
    }
    return n > 0 && count == n;
}

static int rpc_value(lua_State *L, int idx, Buf *out, int depth) {
    char num[64];
    size_t n;
    const char *s;
    switch (lua_type(L, idx)) {
    case LUA_TNIL:
        buf_adds(out, "null");
        return 1;
    case LUA_TLIGHTUSERDATA: /* cjson.null */
        if (lua_touserdata(L, idx) != NULL) {
            return 0;
        }
        buf_adds(out, "null");
        return 1;
    case LUA_TBOOLEAN:
        buf_adds(out, lua_toboolean(L, idx) ? "true" : "false");
        return 1;
    case LUA_TNUMBER:
        if (!rpc_number(L, idx, num, sizeof num)) {
            return 0;
        }
        buf_adds(out, num);
        return 1;
    case LUA_TSTRING:
        s = lua_tolstring(L, idx, &n);
        rpc_json_string(out, s, n);
        return 1;
    case LUA_TTABLE:
        break;
    case LUA_TUSERDATA: /* a number as the client wrote it */
        s = luaL_testudata(L, idx, RPC_NUMBER);
        if (!s) {
            return 0;
        }
        buf_adds(out, s);
        return 1;
    default:
        return 0;
    }
    if (depth <= 0 || !lua_checkstack(L, 4)) {
        return 0;
    }
    if (rpc_is_array(L, idx)) {
        lua_Integer len = (lua_Integer)lua_rawlen(L, idx);
        buf_addc(out, '[');
        for (lua_Integer i = 1; i <= len; i++) {
            if (i > 1) {
                buf_addc(out, ',');
            }
            lua_rawgeti(L, idx, i);
            int ok = rpc_value(L, lua_gettop(L), out, depth - 1);
            lua_pop(L, 1);
            if (!ok) {
                return 0;
            }
        }
        buf_addc(out, ']');
        return 1;
    }
    int first = 1;
    buf_addc(out, '{');
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        int vi = lua_gettop(L);
        if (lua_type(L, vi - 1) == LUA_TSTRING) {
            s = lua_tolstring(L, vi - 1, &n);
        } else if (lua_type(L, vi - 1) == LUA_TNUMBER && rpc_number(L, vi - 1, num, sizeof num)) {
            s = num, n = strlen(num);
        } else {
            lua_pop(L, 2);
            return 0;
        }
        if (!first) {
            buf_addc(out, ',');
        }
        first = 0;
        rpc_json_string(out, s, n);
        buf_addc(out, ':');
        if (!rpc_value(L, vi, out, depth - 1)) {
            lua_pop(L, 2);
            return 0;
        }
        lua_pop(L, 1);
    }
    buf_addc(out, '}');
    return 1;
}

int rpc_encode(Rpc *r, int idx, Buf *out) {
    lua_State *L = r->L;
    size_t mark = out->n;
    if (!rpc_value(L, lua_absindex(L, idx), out, RPC_DEPTH_MAX)) {
        out->n = mark;
        return 0;
    }
    return 1;
}

void rpc_result(Rpc *r, Buf *out, const char *id, int idx) {
    size_t mark = out->n;
    buf_printf(out, "{\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":", id);
    if (!rpc_encode(r, idx, out)) {
        out->n = mark;
        rpc_error(r, out, id, RPC_INTERNAL_ERROR, "internal error: cannot encode the result", 0);
        return;
    }
    buf_addc(out, '}');
}

void rpc_error(Rpc *r, Buf *out, const char *id, int code, const char *msg, int data) {
    buf_printf(out, "{\"jsonrpc\":\"2.0\",\"id\":%s,\"error\":{\"code\":%d,\"message\":", id, code);
    rpc_json_string(out, msg, strlen(msg));
    if (data) {
        size_t mark = out->n;
        buf_adds(out, ",\"data\":");
        if (!rpc_encode(r, data, out)) {
            out->n = mark;
        }
    }
    buf_adds(out, "}}");
}
