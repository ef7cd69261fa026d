/* rpctest.c: unit tests of the JSON-RPC envelope layer (src/rpc.c), on memory buffers. */
#include <stdio.h>
#include <string.h>
#include "lauxlib.h"
#include "mcp/mcp.h"

static int failures, checks;

#define CHECK(cond)                                                                     \
    do {                                                                                \
        checks++;                                                                       \
        if (!(cond)) {                                                                  \
            failures++;                                                                 \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);    \
        }                                                                               \
    } while (0)

static int valid(const char *s) {
    return rpc_json_valid(s, strlen(s), 64);
}

static void test_validator(void) {
    const char *good[] = {"0", "-0", "1.5e-3", "true", "null", "\"\"", "\"\\u00e9\\ud83d\\ude00\"",
                          "[]", "{}", " [1, {\"a\": [null, false]}] ", "\"caf\xc3\xa9\"",
                          "{\"a\":1,\"b\":\"\\n\"}", NULL};
    const char *bad[] = {"", "01", "1.", ".5", "+1", "NaN", "inf", "0x10", "[1,]", "{\"a\"}",
                         "{a:1}", "\"\n\"", "\"\\x\"", "\"\\ud800\"", "\"\\udc00\"", "[1] [2]",
                         "\"\xc0\xaf\"", "\"\xed\xa0\x80\"", "\"\xff\"", "tru", "[", "{\"a\":1,}",
                         "\"abc", NULL};
    for (const char **p = good; *p; p++) {
        CHECK(valid(*p));
        if (!valid(*p)) {
            fprintf(stderr, "  should be valid: %s\n", *p);
        }
    }
    for (const char **p = bad; *p; p++) {
        CHECK(!valid(*p));
        if (valid(*p)) {
            fprintf(stderr, "  should be invalid: %s\n", *p);
        }
    }
    char deep[300];
    memset(deep, '[', 100);
    memset(deep + 100, ']', 100);
    deep[200] = '\0';
    CHECK(rpc_json_valid(deep, 200, 100));
    CHECK(!rpc_json_valid(deep, 200, 99));
}

static void test_strings(void) {
    Buf b = {0};
    rpc_json_string(&b, "a\"b\\c\n\x01\xff\xc3\xa9", 10);
    CHECK(b.n == strlen("\"a\\\"b\\\\c\\n\\u0001\xef\xbf\xbd\xc3\xa9\""));
    CHECK(memcmp(b.p, "\"a\\\"b\\\\c\\n\\u0001\xef\xbf\xbd\xc3\xa9\"", b.n) == 0);
    CHECK(rpc_json_valid(b.p, b.n, 1));
    buf_free(&b);
    CHECK(rpc_utf8_valid("caf\xc3\xa9", 5));
    CHECK(!rpc_utf8_valid("\xc3", 1));
    CHECK(!rpc_utf8_valid("\xf4\x90\x80\x80", 4)); /* beyond U+10FFFF */
}

static void classify(Rpc *r, const char *line, RpcMsg *m) {
    lua_State *L = rpc_state(r);
    lua_settop(L, 0);
    CHECK(rpc_decode(r, line, strlen(line)));
    rpc_classify(r, 1, m);
}

static void test_envelopes(void) {
    Rpc *r = rpc_new();
    lua_State *L = rpc_state(r);
    RpcMsg m;
    classify(r, "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"ping\",\"params\":{}}", &m);
    CHECK(m.kind == RPC_REQUEST && strcmp(m.id, "7") == 0 && strcmp(m.method, "ping") == 0);
    CHECK(m.params > 0 && lua_istable(L, m.params));
    classify(r, "{\"jsonrpc\":\"2.0\",\"id\":\"a\\\"b\",\"method\":\"x\"}", &m);
    CHECK(m.kind == RPC_REQUEST && strcmp(m.id, "\"a\\\"b\"") == 0 && m.params == 0);
    classify(r, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", &m);
    CHECK(m.kind == RPC_NOTIFICATION && strcmp(m.id, "null") == 0);
    classify(r, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}", &m);
    CHECK(m.kind == RPC_RESPONSE);
    classify(r, "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}", &m);
    CHECK(m.kind == RPC_INVALID);
    classify(r, "{\"jsonrpc\":\"2.0\",\"id\":[1],\"method\":\"ping\"}", &m);
    CHECK(m.kind == RPC_INVALID && strcmp(m.id, "null") == 0);
    classify(r, "{\"jsonrpc\":\"1.0\",\"id\":3,\"method\":\"ping\"}", &m);
    CHECK(m.kind == RPC_INVALID && strcmp(m.id, "3") == 0);
    classify(r, "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\",\"params\":\"x\"}", &m);
    CHECK(m.kind == RPC_INVALID);
    classify(r, "[1,2]", &m);
    CHECK(m.kind == RPC_INVALID || m.kind == RPC_REQUEST); /* arrays are batches: mcp.c checks */
    classify(r, "42", &m);
    CHECK(m.kind == RPC_INVALID);
    lua_settop(L, 0);
    CHECK(!rpc_decode(r, "{\"a\":", 5));
    lua_settop(L, 0);
    CHECK(!rpc_decode(r, "[0x10]", 6));
    lua_settop(L, 0);
    CHECK(!rpc_decode(r, "\"\xff\"", 3));
    lua_settop(L, 0);

    Buf b = {0};
    rpc_error(r, &b, "5", RPC_METHOD_NOT_FOUND, "Method not found: \"x\"\n", 0);
    const char *want = "{\"jsonrpc\":\"2.0\",\"id\":5,\"error\":{\"code\":-32601,\"message\":"
                       "\"Method not found: \\\"x\\\"\\n\"}}";
    CHECK(b.n == strlen(want) && memcmp(b.p, want, b.n) == 0);
    CHECK(rpc_json_valid(b.p, b.n, 8));
    b.n = 0;
    lua_newtable(L);
    lua_pushinteger(L, 3);
    lua_setfield(L, -2, "n");
    rpc_result(r, &b, "\"q\"", lua_gettop(L));
    want = "{\"jsonrpc\":\"2.0\",\"id\":\"q\",\"result\":{\"n\":3}}";
    CHECK(b.n == strlen(want) && memcmp(b.p, want, b.n) == 0);

    /* rpc_encode writes decoded values back: arrays, objects, null, numbers as clients wrote
     * them, strings through rpc_json_string ('/' is not escaped) */
    static const char *const same[] = {"[1,2.5,null,true,\"x/y\"]", "{\"a\":[{}]}", "-7",
                                       "\"caf\xc3\xa9\\n\"", "[[[]]]", "1e+20", NULL};
    static const char *const empty_array_as_object[] = {"[]", "{}"};
    for (const char *const *p = same; *p; p++) {
        lua_settop(L, 0);
        CHECK(rpc_decode(r, *p, strlen(*p)));
        b.n = 0;
        CHECK(rpc_encode(r, 1, &b));
        const char *w = strcmp(*p, "[[[]]]") == 0 ? "[[{}]]" : *p;
        CHECK(b.n == strlen(w) && memcmp(b.p, w, b.n) == 0);
        if (b.n != strlen(w) || memcmp(b.p, w, b.n) != 0) {
            fprintf(stderr, "  encoded %.*s, wanted %s\n", (int)b.n, b.p, w);
        }
    }
    lua_settop(L, 0);
    CHECK(rpc_decode(r, empty_array_as_object[0], 2));
    b.n = 0;
    CHECK(rpc_encode(r, 1, &b) && b.n == 2 && memcmp(b.p, empty_array_as_object[1], 2) == 0);
    lua_settop(L, 0);
    lua_pushcfunction(L, lua_gettop); /* not JSON: nothing is written */
    b.n = 0;
    CHECK(!rpc_encode(r, 1, &b) && b.n == 0);
    lua_settop(L, 0);
    lua_pushnumber(L, 1.0 / 0.0);
    CHECK(!rpc_encode(r, 1, &b) && b.n == 0);
    lua_settop(L, 0);
    buf_free(&b);
    rpc_free(r);
}

int main(void) {
    test_validator();
    test_strings();
    test_envelopes();
    printf("%d checks, %d failures\n", checks, failures);
    return failures != 0;
}
