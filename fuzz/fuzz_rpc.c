/*
 * fuzz_rpc.c: libFuzzer target for the MCP server's JSON-RPC layer and worker frames
 * (src/mcp/rpc.c, src/mcp/frame.c), which read what a client and a worker send.
 *
 * The input is a message as the server reads it from a line of stdin:
 *   - rpc_json_valid (the strict RFC 8259 recogniser) and rpc_decode (lua-cjson) must agree:
 *     a text that one takes and the other refuses is a finding (a valid request answered as
 *     unparseable, or an invalid text spliced into stdout);
 *   - a decoded message is classified (rpc_classify) and, as the server would, answered:
 *     rpc_result and rpc_error around its id, with the message itself as the value; what
 *     they write must be one valid JSON text, and re-encoding must give the same value;
 *   - rpc_json_string of the raw bytes must be a valid JSON string that decodes back to the
 *     bytes when they are UTF-8.
 * The same bytes are then read as worker frames (frm_next, frm_get*): never past the input,
 * and a frame written back from the fields read is read back the same.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lauxlib.h"
#include "mcp/mcp.h"

#define FUZZ_TARGET "fuzz_rpc"
#include "finding.h"

static Rpc *rpc;

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    rpc = rpc_new();
    if (!rpc) {
        fputs("fuzz_rpc: cannot start\n", stderr);
        exit(1);
    }
    return 0;
}

/* Deep equality of two decoded values (numbers by value: the encoder may write 1e+17 for
 * 100000000000000000). */
static int same(lua_State *L, int a, int b, int depth) {
    a = lua_absindex(L, a);
    b = lua_absindex(L, b);
    if (lua_type(L, a) != lua_type(L, b)) {
        return 0;
    }
    if (lua_type(L, a) == LUA_TUSERDATA) { /* a number kept as its text (rpc.c raw_number) */
        const char *x = lua_touserdata(L, a), *y = lua_touserdata(L, b);
        return x && y && strcmp(x, y) == 0;
    }
    if (lua_type(L, a) != LUA_TTABLE) {
        return lua_rawequal(L, a, b) ||
               (lua_type(L, a) == LUA_TNUMBER && lua_compare(L, a, b, LUA_OPEQ));
    }
    if (depth > RPC_DEPTH_MAX + 2 || !lua_checkstack(L, 6)) {
        return 0;
    }
    size_t na = 0, nb = 0;
    lua_pushnil(L);
    while (lua_next(L, a)) {
        na++;
        lua_pushvalue(L, -2);
        lua_rawget(L, b);
        int ok = same(L, -1, -2, depth + 1);
        lua_pop(L, 2);
        if (!ok) {
            lua_pop(L, 1);
            return 0;
        }
    }
    lua_pushnil(L);
    while (lua_next(L, b)) {
        nb++;
        lua_pop(L, 1);
    }
    return na == nb;
}

/* is s[i..] a \uD800-\uDFFF escape? */
static int surrogate_at(const char *s, size_t n, size_t i) {
    return i + 3 < n && s[i] == '\\' && s[i + 1] == 'u' && (s[i + 2] == 'd' || s[i + 2] == 'D') &&
           s[i + 3] && strchr("89abcdefABCDEF", s[i + 3]);
}

/* does s have a \uD800-\uDFFF escape? rpc_decode reads a lone one as U+FFFD (F13), where the
 * strict recogniser (which judges the worker's frames) refuses it */
static int surrogate_escape(const char *s, size_t n) {
    for (size_t i = 0; i + 3 < n; i++) {
        if (surrogate_at(s, n, i)) {
            return 1;
        }
    }
    return 0;
}

/* What the server writes must be one valid JSON text. One exception: an id (or requestId,
 * progressToken) is echoed as the client wrote it, so that the client finds its own id again,
 * and RFC 8259's grammar allows a lone surrogate escape there, which the strict recogniser
 * refuses. When the input had surrogate escapes, the output is judged with every surrogate
 * escape (outside an escaped backslash) read as \ufffd: valid apart from those escapes. */
static void check_json(const Buf *b, const char *what, const char *in, size_t inn) {
    if (rpc_json_valid(b->p, b->n, RPC_DEPTH_MAX + 3)) {
        return;
    }
    if (in && surrogate_escape(in, inn) && surrogate_escape(b->p, b->n)) {
        char *c = malloc(b->n ? b->n : 1);
        memcpy(c, b->p, b->n);
        for (size_t i = 0; i + 1 < b->n; i++) {
            if (surrogate_at(c, b->n, i)) {
                memcpy(c + i + 2, "fffd", 4);
                i += 5;
            } else if (c[i] == '\\') {
                i++;
            }
        }
        int ok = rpc_json_valid(c, b->n, RPC_DEPTH_MAX + 3);
        free(c);
        if (ok) {
            return;
        }
    }
    finding(what, b->p, b->n);
}

static void fuzz_json(const char *s, size_t n) {
    lua_State *L = rpc_state(rpc);
    lua_settop(L, 0);
    int valid = rpc_json_valid(s, n, RPC_DEPTH_MAX);
    int decoded = rpc_decode(rpc, s, n);
    if (valid != decoded && !(decoded && surrogate_escape(s, n))) {
        finding(valid ? "rpc_json_valid takes a text that rpc_decode refuses"
                      : "rpc_decode takes a text that rpc_json_valid refuses",
                s, n);
    }
    if (!decoded) {
        lua_settop(L, 0);
        return;
    }
    RpcMsg m;
    rpc_classify(rpc, 1, &m);
    Buf out = {0};
    rpc_result(rpc, &out, m.id, 1);
    check_json(&out, "rpc_result wrote invalid JSON", s, n);
    out.n = 0;
    rpc_error(rpc, &out, m.id, RPC_INVALID_REQUEST, m.why ? m.why : "why", 1);
    check_json(&out, "rpc_error wrote invalid JSON", s, n);
    out.n = 0;
    if (rpc_encode(rpc, 1, &out)) {
        check_json(&out, "rpc_encode wrote invalid JSON", s, n);
        int top = lua_gettop(L);
        if (!rpc_decode(rpc, out.p, out.n)) {
            finding("rpc_decode refuses what rpc_encode wrote", out.p, out.n);
        }
        if (!same(L, 1, top + 1, 0)) {
            finding("re-encoding changed the value", out.p, out.n);
        }
    }
    buf_free(&out);
    lua_settop(L, 0);
}

static void fuzz_string(const char *s, size_t n) {
    lua_State *L = rpc_state(rpc);
    Buf out = {0};
    rpc_json_string(&out, s, n);
    check_json(&out, "rpc_json_string wrote invalid JSON", NULL, 0);
    lua_settop(L, 0);
    if (!rpc_decode(rpc, out.p, out.n)) {
        finding("rpc_decode refuses a string from rpc_json_string", out.p, out.n);
    }
    size_t dn;
    const char *d = lua_tolstring(L, -1, &dn);
    if (rpc_utf8_valid(s, n) && (!d || dn != n || memcmp(d, s, n) != 0)) {
        finding("a UTF-8 string does not survive rpc_json_string", out.p, out.n);
    }
    out.n = 0;
    rpc_json_string_del(&out, s, n);
    check_json(&out, "rpc_json_string_del wrote invalid JSON", NULL, 0);
    buf_free(&out);
    lua_settop(L, 0);
}

static void fuzz_frames(const char *p, size_t n) {
    while (n > 0) {
        int type;
        FrmReader r;
        size_t size;
        int got = frm_next(p, n, &type, &r, &size);
        if (got <= 0) {
            return;
        }
        if (size > n || size < FRM_HEADER || r.p != (const unsigned char *)p + FRM_HEADER ||
            r.n != size - FRM_HEADER) {
            finding("frm_next: a frame outside its input", NULL, 0);
        }
        /* the worker's RUN (f64, rest) and the server's DONE (u8, u32, bytes, rest) */
        FrmReader r2 = r;
        unsigned u8 = frm_get8(&r2);
        uint32_t u32 = frm_get32(&r2);
        const char *bytes = frm_getbytes(&r2, u32);
        size_t restn;
        const char *rest = frm_rest(&r2, &restn);
        if (!r2.bad) {
            Buf b = {0};
            size_t start = frm_begin(&b, type);
            frm_u8(&b, u8);
            frm_u32(&b, u32);
            frm_bytes(&b, bytes, u32);
            frm_bytes(&b, rest, restn);
            frm_end(&b, start);
            if (b.n != size || memcmp(b.p, p, size) != 0) {
                finding("a frame written from the fields read differs", NULL, 0);
            }
            buf_free(&b);
        }
        FrmReader r3 = r;
        double f = frm_getf64(&r3);
        (void)f;
        frm_rest(&r3, &restn);
        p += size;
        n -= size;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 256 * 1024) {
        return -1;
    }
    const char *s = (const char *)data;
    fuzz_json(s, size);
    fuzz_string(s, size);
    fuzz_frames(s, size);
    return 0;
}
