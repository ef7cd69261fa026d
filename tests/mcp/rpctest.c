/* rpctest.c: unit tests of the JSON-RPC envelope layer (src/mcp/rpc.c), the worker socket's
 * frames (frame.c) and the one shape of a run's answer (tools.c), on memory buffers. */
#include <stdio.h>
#include <string.h>
#include "lauxlib.h"
#include "lualib.h"
#include "mcp/mcp.h"

static int failures, checks;

#define CHECK(cond)                                                                                \
    do {                                                                                           \
        checks++;                                                                                  \
        if (!(cond)) {                                                                             \
            failures++;                                                                            \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);               \
        }                                                                                          \
    } while (0)

static int valid(const char *s) {
    return rpc_json_valid(s, strlen(s), 64);
}

static void test_validator(void) {
    const char *good[] = {"0",
                          "-0",
                          "1.5e-3",
                          "true",
                          "null",
                          "\"\"",
                          "\"\\u00e9\\ud83d\\ude00\"",
                          "[]",
                          "{}",
                          " [1, {\"a\": [null, false]}] ",
                          "\"caf\xc3\xa9\"",
                          "{\"a\":1,\"b\":\"\\n\"}",
                          NULL};
    const char *bad[] = {
        "",         "01",          "1.",          ".5",         "+1",           "NaN",
        "inf",      "0x10",        "[1,]",        "{\"a\"}",    "{a:1}",        "\"\n\"",
        "\"\\x\"",  "\"\\ud800\"", "\"\\udc00\"", "[1] [2]",    "\"\xc0\xaf\"", "\"\xed\xa0\x80\"",
        "\"\xff\"", "tru",         "[",           "{\"a\":1,}", "\"abc",        NULL};
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
    /* rpc_decode refuses what the recogniser refuses: lua-cjson alone took "1." and "[1.]"
     * (found by fuzz/fuzz_rpc, whose inputs 9. and [1.] are in fuzz/regressions/rpc) */
    Rpc *r = rpc_new();
    const char *lenient[] = {"1.", "9.", "[1.]", "{\"a\":2.}", NULL};
    for (const char **p = bad; *p; p++) {
        if (strstr(*p, "\\ud")) {
            continue; /* a lone surrogate escape decodes as U+FFFD (F13, checked below) */
        }
        CHECK(!rpc_decode(r, *p, strlen(*p)));
        lua_settop(rpc_state(r), 0);
    }
    for (const char **p = lenient; *p; p++) {
        CHECK(!rpc_decode(r, *p, strlen(*p)));
        lua_settop(rpc_state(r), 0);
    }
    rpc_free(r);
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
    static const char *const same[] = {"[1,2.5,null,true,\"x/y\"]",
                                       "{\"a\":[{}]}",
                                       "-7",
                                       "\"caf\xc3\xa9\\n\"",
                                       "[[[]]]",
                                       "1e+20",
                                       NULL};
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

static int same(const Buf *b, const char *want) {
    int ok = b->n == strlen(want) && memcmp(b->p, want, b->n) == 0;
    if (!ok) {
        fprintf(stderr, "  got  %.*s\n  want %s\n", (int)b->n, b->p, want);
    }
    return ok;
}

static void test_frames(void) {
    Buf b = {0};
    size_t start = frm_begin(&b, WK_DONE);
    frm_u8(&b, 1);
    frm_u32(&b, 3);
    frm_bytes(&b, "{}x", 3);
    frm_bytes(&b, "text", 4);
    frm_end(&b, start);
    start = frm_begin(&b, WK_RUN);
    frm_f64(&b, 2.5);
    frm_end(&b, start);
    int type;
    FrmReader r;
    size_t size;
    CHECK(frm_next(b.p, 3, &type, &r, &size) == 0 && type == 0);
    CHECK(frm_next(b.p, 7, &type, &r, &size) == 0 && type == WK_DONE);
    CHECK(frm_next(b.p, b.n, &type, &r, &size) == 1 && type == WK_DONE && size == 5 + 12);
    CHECK(frm_get8(&r) == 1 && frm_get32(&r) == 3);
    CHECK(memcmp(frm_getbytes(&r, 3), "{}x", 3) == 0);
    size_t n;
    const char *rest = frm_rest(&r, &n);
    CHECK(n == 4 && memcmp(rest, "text", 4) == 0 && !r.bad);
    CHECK(frm_next(b.p + size, b.n - size, &type, &r, &size) == 1 && type == WK_RUN);
    CHECK(frm_getf64(&r) == 2.5 && !r.bad);
    CHECK(frm_get32(&r) == 0 && r.bad); /* past the end: stays bad */
    memset(b.p, 0xff, 4);               /* a length beyond FRM_MAX */
    CHECK(frm_next(b.p, b.n, &type, &r, &size) == -1);
    buf_free(&b);
}

/* tools_outcome on a tree made as runtime/session.lua makes them (S.export). */
static const char *tree_code =
    "local null = ...\n"
    "local function list(tag, ...) local t = {tag = tag, n = select('#', ...), ...} return t end\n"
    "local d = {tag = 'dict', n = 7, keys = {'k', true, false, null, 7, 0.5, 'q\"'},\n"
    "           1, 2, 3, 4, 5, 6, 7}\n"
    "return list('list', 0.1, 1e16, -0.0, 0/0, 1/0, -1/0, 5e-324, 2.0, 1e22, 123456789.123,\n"
    "            9007199254740992, 9007199254740993, -9007199254740993, math.mininteger,\n"
    "            '12345678901234567890123', null, true, 'd\\127\\1\\n\\255',\n"
    "            list('tuple'), list('list', list('list')), d)\n";

static void test_outcome(void) {
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    CHECK(luaL_loadstring(L, tree_code) == LUA_OK);
    lua_pushlightuserdata(L, NULL);
    CHECK(lua_pcall(L, 1, 1, 0) == LUA_OK);
    SbxOutcome o = {0};
    o.value = lua_gettop(L);
    o.repr = (SbxStr){"[0.1, ...]", 10};
    o.logs = (SbxStr){"a\x7f", 2};
    o.error.line = -1;
    o.stats.operations = 1024;
    o.stats.wall_ms = 1.23456;
    o.stats.memory_peak_bytes = 99;
    Buf j = {0}, t = {0};
    ToolsLimits tl = {.run = {.max_result = 1000, .timeout = 2}, .max_timeout = 10};
    CHECK(tools_outcome(L, &o, &tl, &j, &t) == 0);
    CHECK(same(&j,
               "{\"result\":[0.1,1e+16,-0.0,\"nan\",\"inf\",\"-inf\",5e-324,2.0,1e+22,"
               "123456789.123,9007199254740992,\"9007199254740993\",\"-9007199254740993\","
               "\"-9223372036854775808\",\"12345678901234567890123\",null,true,"
               "\"d\\u007f\\u0001\\n\xef\xbf\xbd\",[],[[]],{\"k\":1,\"true\":2,\"false\":3,"
               "\"null\":4,\"7\":5,\"0.5\":6,\"q\\\"\":7}],\"logs\":\"a\\u007f\",\"error\":null,"
               "\"stats\":{\"operations\":1024,\"wall_ms\":1.235,\"memory_peak_bytes\":99,"
               "\"output_bytes\":0}}"));
    CHECK(rpc_json_valid(j.p, j.n, 8));
    CHECK(same(&t, "a\x7f\nresult = [0.1, ...]"));
    /* the size counted as the runtime's JSON writer counted it: past the budget, the head and
     * the tail of the repr, and how much was cut */
    j.n = t.n = 0;
    static char longrepr[400];
    memset(longrepr, 'x', sizeof longrepr);
    o.repr = (SbxStr){longrepr, sizeof longrepr};
    o.repr_len = sizeof longrepr;
    tl.run.max_result = 100;
    tools_outcome(L, &o, &tl, &j, &t);
    CHECK(strstr(j.p, "{\"result\":\"xxxxxxxxxx") == j.p);
    CHECK(strstr(j.p, "[... 300 bytes of the result cut here: 400 in all, the first 50 and the "
                      "last 50 shown ...]") != NULL);
    CHECK(strstr(t.p, "result = xxxxx") != NULL && strstr(t.p, "[... 300 bytes") != NULL);
    o.fallback = 1; /* a repr that stands for a value that could not be exported: no budget */
    j.n = t.n = 0;
    tools_outcome(L, &o, &tl, &j, &t);
    CHECK(j.n > 300);
    o.fallback = 0;
    /* a limit names its size and line, and what the caller can do */
    SbxOutcome lim = {.status = 1, .failed = 1};
    lim.error.type = (SbxStr){"TimeoutError", 12};
    lim.error.message = (SbxStr){SBX_TIME_LIMIT, strlen(SBX_TIME_LIMIT)};
    lim.error.traceback = (SbxStr){"TimeoutError: " SBX_TIME_LIMIT "\n", 35};
    lim.error.line = 3;
    j.n = t.n = 0;
    CHECK(tools_outcome(NULL, &lim, &tl, &j, &t) == 1);
    CHECK(strstr(j.p, "\"message\":\"time limit of 2 s exceeded at line 3\"") != NULL);
    CHECK(strstr(j.p, "timeout_seconds can ask for up to 10 s") != NULL);
    CHECK(strstr(t.p, "TimeoutError: time limit of 2 s exceeded at line 3\nHint: ") == t.p);
    /* no result, no output */
    SbxOutcome none = {0};
    none.error.line = -1;
    j.n = t.n = 0;
    CHECK(tools_outcome(NULL, &none, NULL, &j, &t) == 0);
    CHECK(same(&j, "{\"result\":null,\"logs\":\"\",\"error\":null,\"stats\":{\"operations\":0,"
                   "\"wall_ms\":0.000,\"memory_peak_bytes\":0,\"output_bytes\":0}}"));
    CHECK(same(&t, "(no output and no result: print something, assign `result`, or end with an "
                   "expression)"));
    /* an error: the traceback is the text; without one, "type: message" */
    SbxOutcome err = {.status = 1, .failed = 1};
    err.error.type = (SbxStr){"SystemExit", 10};
    err.error.message = (SbxStr){"3", 1};
    err.error.traceback = (SbxStr){"", 0};
    err.error.line = 2;
    err.logs = (SbxStr){"out\n", 4};
    j.n = t.n = 0;
    CHECK(tools_outcome(NULL, &err, NULL, &j, &t) == 1);
    CHECK(same(&j,
               "{\"result\":null,\"logs\":\"out\\n\",\"error\":{\"type\":\"SystemExit\","
               "\"message\":\"3\",\"line\":2,\"traceback\":\"\",\"hint\":null},\"stats\":"
               "{\"operations\":0,\"wall_ms\":0.000,\"memory_peak_bytes\":0,\"output_bytes\":0}}"));
    CHECK(same(&t, "out\nSystemExit: 3"));
    /* F8: an error's type, message and traceback are held to their budgets: head and tail
     * kept (cut at UTF-8 boundaries), with a marker of what was cut */
    static char big[3 * 1024 * 1024];
    for (size_t i = 0; i < sizeof big; i += 2) {
        big[i] = '\xc3', big[i + 1] = '\xa9'; /* é: a cut must not split it */
    }
    SbxOutcome huge = {.status = 1, .failed = 1};
    huge.error.type = (SbxStr){big, sizeof big};
    huge.error.message = (SbxStr){big, sizeof big};
    huge.error.traceback = (SbxStr){big, sizeof big};
    huge.error.line = 1;
    j.n = t.n = 0;
    CHECK(tools_outcome(NULL, &huge, NULL, &j, &t) == 1);
    CHECK(rpc_json_valid(j.p, j.n, 8) && rpc_utf8_valid(t.p, t.n));
    CHECK(j.n < TOOLS_ERROR_TYPE_MAX + TOOLS_ERROR_MESSAGE_MAX + TOOLS_ERROR_TRACEBACK_MAX + 700);
    CHECK(t.n < TOOLS_ERROR_TRACEBACK_MAX + 200);
    CHECK(strstr(t.p, "[... 3,129,344 bytes of text cut here: 3,145,728 in all, the first "
                      "8,192 and the last 8,192 shown ...]") != NULL); /* 3 MiB - 16 KiB */
    buf_free(&j);
    buf_free(&t);
    lua_close(L);
}

/* F13: lone surrogate escapes decode as U+FFFD (escaped backslashes and pairs stay);
 * F14: the ids the server echoes keep the text the client wrote (a string id with a lone
 * surrogate escape too). */
static void test_raw_text(void) {
    Rpc *r = rpc_new();
    lua_State *L = rpc_state(r);
    RpcMsg m;
    classify(r,
             "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"x\\ud800\",\"params\":"
             "{\"a\":\"\\udc00\\\\ud800\\ud83d\\ude00\\ud800\\u0041\"}}",
             &m);
    CHECK(m.kind == RPC_REQUEST && strcmp(m.id, "7") == 0);
    CHECK(strcmp(m.method, "x\xef\xbf\xbd") == 0);
    lua_getfield(L, m.params, "a");
    CHECK(strcmp(lua_tostring(L, -1), "\xef\xbf\xbd\\ud800\xf0\x9f\x98\x80\xef\xbf\xbd"
                                      "A") == 0);
    static const char *const ids[] = {"9007199254740993",
                                      "1000000000000000000000000000000",
                                      "1e+30",
                                      "-0.0",
                                      "1e400",
                                      "12345678901234567890",
                                      "0",
                                      "\"s\\u00e9\"",
                                      NULL};
    for (const char *const *id = ids; *id; id++) {
        char line[200];
        snprintf(line, sizeof line, "{\"id\" : %s ,\"jsonrpc\":\"2.0\",\"method\":\"ping\"}", *id);
        classify(r, line, &m);
        const char *want = **id == '"' ? "\"s\xc3\xa9\"" : *id;
        CHECK(m.kind == RPC_REQUEST && strcmp(m.id, want) == 0);
        if (strcmp(m.id, want) != 0) {
            fprintf(stderr, "  id %s came back as %s\n", *id, m.id);
        }
    }
    /* a string id with a lone surrogate escape is echoed as written, not as U+FFFD */
    classify(r, "{\"jsonrpc\":\"2.0\",\"id\":\"a\\ud800\\u00e9\",\"method\":\"ping\"}", &m);
    CHECK(m.kind == RPC_REQUEST && strcmp(m.id, "\"a\\ud800\\u00e9\"") == 0);
    /* the last of duplicate members counts, as in the decoded table */
    classify(r, "{\"id\":1,\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":2.50}", &m);
    CHECK(strcmp(m.id, "2.50") == 0);
    /* each element of a batch, a cancellation's requestId, a progress token */
    lua_settop(L, 0);
    const char *batch =
        "[{\"jsonrpc\":\"2.0\",\"id\":1e2,\"method\":\"ping\"}, 5,"
        "{\"jsonrpc\":\"2.0\",\"method\":\"tools/call\",\"id\":18446744073709551617,"
        "\"params\":{\"requestId\":9007199254740995,\"_meta\":{\"progressToken\":"
        "1.000}}}]";
    CHECK(rpc_decode(r, batch, strlen(batch)));
    char id[RPC_ID_MAX];
    lua_rawgeti(L, 1, 1);
    rpc_classify(r, -1, &m);
    CHECK(strcmp(m.id, "1e2") == 0);
    lua_rawgeti(L, 1, 3);
    rpc_classify(r, -1, &m);
    CHECK(strcmp(m.id, "18446744073709551617") == 0 && m.params);
    lua_getfield(L, m.params, "requestId");
    CHECK(rpc_id_text(L, -1, id) && strcmp(id, "9007199254740995") == 0);
    lua_getfield(L, m.params, "_meta");
    lua_getfield(L, -1, "progressToken");
    CHECK(rpc_id_text(L, -1, id) && strcmp(id, "1.000") == 0);
    Buf b = {0};
    CHECK(rpc_encode(r, m.params, &b) && strstr(b.p, "9007199254740995") != NULL);
    buf_free(&b);
    /* a number id longer than an id may be */
    char longid[300];
    memset(longid, '9', 200);
    longid[200] = '\0';
    char line[400];
    snprintf(line, sizeof line, "{\"jsonrpc\":\"2.0\",\"id\":%s,\"method\":\"ping\"}", longid);
    classify(r, line, &m);
    CHECK(m.kind == RPC_INVALID && strcmp(m.id, "null") == 0 && strstr(m.why, "too long"));
    lua_settop(L, 0);
    rpc_free(r);
}

/* The cut of a long text (logs, a result's repr): whole lines when there are newlines near the
 * cut, else whole UTF-8 characters; the line in between says how much was left out. */
static void test_cut(void) {
    Buf b = {0}, src = {0};
    for (int i = 0; i < 1000; i++) {
        buf_printf(&src, "line %d\n", i);
    }
    buf_add_clipped(&b, src.p, src.n, 200, "output");
    CHECK(strncmp(b.p, "line 0\nline 1\n", 14) == 0);
    const char *mark = strstr(b.p, "[... ");
    CHECK(mark && mark[-1] == '\n' && mark > b.p + 80);
    CHECK(strstr(b.p, " bytes of output cut here: 8,890 in all, the first ") != NULL);
    CHECK(b.p[b.n - 1] == '\n' && strstr(b.p, "line 999\n") != NULL);
    CHECK(strstr(b.p, "shown ...]\nline ") != NULL); /* the tail starts at a line */
    b.n = src.n = 0;
    for (int i = 0; i < 500; i++) {
        buf_adds(&src, "\xc3\xa9\xe2\x82\xac"); /* é€: no newline, cuts inside characters */
    }
    for (size_t max = 20; max < 40; max++) {
        b.n = 0;
        buf_add_clipped(&b, src.p, src.n, max, "the result");
        CHECK(rpc_utf8_valid(b.p, b.n));
    }
    b.n = 0;
    buf_add_clipped(&b, "short", 5, 100, "output");
    CHECK(same(&b, "short"));
    buf_free(&b);
    buf_free(&src);
}

int main(void) {
    test_validator();
    test_strings();
    test_envelopes();
    test_frames();
    test_outcome();
    test_cut();
    test_raw_text();
    printf("%d checks, %d failures\n", checks, failures);
    return failures != 0;
}
