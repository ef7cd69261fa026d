/*
 * modzlib.c: the C part of `zlib`: compression and decompression through Debian's zlib, as
 * CPython 3.11's Modules/zlibmodule.c drives it (one-shot compress/decompress, and the stream
 * objects of compressobj/decompressobj). zlib allocates through the Lua state's allocator, so
 * the memory cap holds; a stream lives in a userdata whose __gc ends it, so an error that
 * long-jumps out of a loop frees it too. zlib.error is a class that C cannot name: those
 * errors come back as (nil, message) and the Lua side raises them.
 */
#include <stdint.h>
#include <string.h>
#include <zlib.h>
#include "py.h"

#define ZSTREAM "py.zstream"
#define CHUNK 16384
#define HEADER 16 /* each zlib allocation is prefixed with its size (zfree is told none) */

enum { Z_ENDED = 0, Z_DEFLATE = 1, Z_INFLATE = 2 };

typedef struct {
    z_stream zs;
    int kind; /* Z_ENDED once deflateEnd/inflateEnd ran (or before the Init succeeded) */
    int eof;  /* a decompressor has seen the end of the compressed stream */
    lua_Alloc alloc;
    void *aud;
} ZStream;

/* user values of a stream: 1 the zdict, 2 unused_data, 3 unconsumed_tail (Lua strings) */
enum { UV_ZDICT = 1, UV_UNUSED = 2, UV_TAIL = 3 };

static voidpf z_alloc(voidpf opaque, uInt items, uInt size) {
    ZStream *z = opaque;
    if (size != 0 && items > (SIZE_MAX - HEADER) / size) {
        return Z_NULL;
    }
    size_t n = (size_t)items * size + HEADER;
    char *p = z->alloc(z->aud, NULL, 0, n);
    if (p == NULL) {
        return Z_NULL;
    }
    memcpy(p, &n, sizeof n);
    return p + HEADER;
}

static void z_free(voidpf opaque, voidpf address) {
    ZStream *z = opaque;
    if (address == Z_NULL) {
        return;
    }
    char *p = (char *)address - HEADER;
    size_t n;
    memcpy(&n, p, sizeof n);
    z->alloc(z->aud, p, n, 0);
}

static void z_end(ZStream *z) {
    if (z->kind == Z_DEFLATE) {
        deflateEnd(&z->zs);
    } else if (z->kind == Z_INFLATE) {
        inflateEnd(&z->zs);
    }
    z->kind = Z_ENDED;
}

static int z_gc(lua_State *L) {
    z_end(luaL_checkudata(L, 1, ZSTREAM));
    return 0;
}

/* a new stream userdata, not yet initialised, on top of the stack */
static ZStream *z_new(lua_State *L) {
    ZStream *z = lua_newuserdatauv(L, sizeof(ZStream), 3);
    memset(z, 0, sizeof *z);
    z->kind = Z_ENDED;
    z->alloc = lua_getallocf(L, &z->aud);
    z->zs.zalloc = z_alloc;
    z->zs.zfree = z_free;
    z->zs.opaque = z;
    luaL_setmetatable(L, ZSTREAM);
    lua_pushliteral(L, "");
    lua_setiuservalue(L, -2, UV_UNUSED);
    lua_pushliteral(L, "");
    lua_setiuservalue(L, -2, UV_TAIL);
    return z;
}

/* zlib refused memory: the sandbox's cap (the uncatchable limit) or a plain MemoryError */
static int z_nomem(lua_State *L, const char *msg) {
    py_Run *r = py_run(L);
    if (r && r->limit_hit == 2) {
        return py_limit(L, "MemoryError", "memory limit exceeded");
    }
    return py_raise(L, "MemoryError", "%s", msg);
}

/* CPython's zlib_error text: "Error <err> <msg>: <zlib's message>" */
static int z_error(lua_State *L, ZStream *z, int err, const char *msg) {
    const char *zmsg = NULL;
    if (err == Z_VERSION_ERROR) {
        zmsg = "library version mismatch";
    }
    if (zmsg == NULL) {
        zmsg = z->zs.msg;
    }
    if (zmsg == NULL) {
        switch (err) {
        case Z_BUF_ERROR:
            zmsg = "incomplete or truncated stream";
            break;
        case Z_STREAM_ERROR:
            zmsg = "inconsistent stream state";
            break;
        case Z_DATA_ERROR:
            zmsg = "invalid input data";
            break;
        default:
            break;
        }
    }
    lua_pushnil(L);
    if (zmsg == NULL) {
        lua_pushfstring(L, "Error %d %s", err, msg);
    } else {
        lua_pushfstring(L, "Error %d %s: %s", err, msg, zmsg);
    }
    return 2;
}

/* the operations charged for n bytes of input and output */
static void z_charge(lua_State *L, size_t n) {
    py_charge(L, (long long)(n / 64) + 1);
}

static int z_checkint(lua_State *L, int i) {
    lua_Integer v = luaL_checkinteger(L, i);
    if (v > INT32_MAX) {
        return py_raise(L, "OverflowError", "signed integer is greater than maximum");
    }
    if (v < INT32_MIN) {
        return py_raise(L, "OverflowError", "signed integer is less than minimum");
    }
    return (int)v;
}

/* run deflate(flush) over z's pending input into buffer b until it leaves output room;
 * returns zlib's last code */
static int z_deflate_loop(lua_State *L, ZStream *z, luaL_Buffer *b, int flush) {
    int err;
    do {
        char *p = luaL_prepbuffsize(b, CHUNK);
        z->zs.next_out = (Bytef *)p;
        z->zs.avail_out = CHUNK;
        err = deflate(&z->zs, flush);
        luaL_addsize(b, CHUNK - z->zs.avail_out);
        z_charge(L, CHUNK);
        if (err == Z_STREAM_ERROR) {
            return err;
        }
    } while (z->zs.avail_out == 0);
    return err;
}

/* compress(data, level, wbits) -> the compressed bytes, or nil and zlib.error's message */
static int zl_compress(lua_State *L) {
    size_t n;
    const char *data = luaL_checklstring(L, 1, &n);
    int level = z_checkint(L, 2), wbits = z_checkint(L, 3);
    ZStream *z = z_new(L); /* index 4 */
    int err = deflateInit2(&z->zs, level, Z_DEFLATED, wbits, 8, Z_DEFAULT_STRATEGY);
    if (err == Z_MEM_ERROR) {
        return z_nomem(L, "Out of memory while compressing data");
    }
    if (err == Z_STREAM_ERROR) {
        lua_pushnil(L);
        lua_pushliteral(L, "Bad compression level");
        return 2;
    }
    if (err != Z_OK) {
        return z_error(L, z, err, "while compressing data");
    }
    z->kind = Z_DEFLATE;
    z_charge(L, n);
    z->zs.next_in = (Bytef *)data;
    z->zs.avail_in = (uInt)n;
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    err = z_deflate_loop(L, z, &b, Z_FINISH);
    if (err == Z_STREAM_ERROR) {
        z_end(z);
        return z_error(L, z, err, "while compressing data");
    }
    z_end(z);
    luaL_pushresult(&b);
    return 1;
}

/* decompress(data, wbits, bufsize) -> the bytes, or nil and zlib.error's message */
static int zl_decompress(lua_State *L) {
    size_t n;
    const char *data = luaL_checklstring(L, 1, &n);
    int wbits = z_checkint(L, 2);
    lua_Integer bufsize = luaL_checkinteger(L, 3);
    if (bufsize < 0) {
        return py_raise(L, "ValueError", "bufsize must be non-negative");
    }
    ZStream *z = z_new(L);
    int err = inflateInit2(&z->zs, wbits);
    if (err == Z_MEM_ERROR) {
        return z_nomem(L, "Out of memory while decompressing data");
    }
    if (err != Z_OK) {
        return z_error(L, z, err, "while preparing to decompress data");
    }
    z->kind = Z_INFLATE;
    z_charge(L, n);
    z->zs.next_in = (Bytef *)data;
    z->zs.avail_in = (uInt)n;
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    do {
        char *p = luaL_prepbuffsize(&b, CHUNK);
        z->zs.next_out = (Bytef *)p;
        z->zs.avail_out = CHUNK;
        err = inflate(&z->zs, Z_FINISH);
        luaL_addsize(&b, CHUNK - z->zs.avail_out);
        z_charge(L, CHUNK);
        if (err == Z_MEM_ERROR) {
            z_end(z);
            return z_nomem(L, "Out of memory while decompressing data");
        }
        if (err != Z_OK && err != Z_BUF_ERROR && err != Z_STREAM_END) {
            break;
        }
    } while (z->zs.avail_out == 0 && err != Z_STREAM_END);
    if (err != Z_STREAM_END) {
        int r = z_error(L, z, err, "while decompressing data");
        z_end(z);
        return r;
    }
    z_end(z);
    luaL_pushresult(&b);
    return 1;
}

/* deflate_new(level, method, wbits, memLevel, strategy, zdict|nil) -> a compressor */
static int zl_deflate_new(lua_State *L) {
    int level = z_checkint(L, 1), method = z_checkint(L, 2);
    int wbits = z_checkint(L, 3), memlevel = z_checkint(L, 4);
    int strategy = z_checkint(L, 5);
    size_t dn = 0;
    const char *zdict = luaL_optlstring(L, 6, NULL, &dn);
    ZStream *z = z_new(L);
    int err = deflateInit2(&z->zs, level, method, wbits, memlevel, strategy);
    if (err == Z_MEM_ERROR) {
        return z_nomem(L, "Can't allocate memory for compression object");
    }
    if (err == Z_STREAM_ERROR) {
        return py_raise(L, "ValueError", "Invalid initialization option");
    }
    if (err != Z_OK) {
        return z_error(L, z, err, "while creating compression object");
    }
    z->kind = Z_DEFLATE;
    if (zdict) {
        err = deflateSetDictionary(&z->zs, (const Bytef *)zdict, (uInt)dn);
        if (err != Z_OK) {
            return py_raise(L, "ValueError",
                            err == Z_STREAM_ERROR ? "Invalid dictionary"
                                                  : "deflateSetDictionary()");
        }
    }
    return 1;
}

/* deflate(z, data, mode, what) -> the output of compress(data) (mode Z_NO_FLUSH) or of
 * flush(mode) (data ""), or nil and zlib.error's message */
static int zl_deflate(lua_State *L) {
    ZStream *z = luaL_checkudata(L, 1, ZSTREAM);
    size_t n;
    const char *data = luaL_checklstring(L, 2, &n);
    int mode = z_checkint(L, 3);
    const char *what = luaL_checkstring(L, 4);
    lua_settop(L, 4);
    if (z->kind != Z_DEFLATE) { /* after flush(Z_FINISH): deflate on an ended stream */
        z->zs.msg = NULL;
        return z_error(L, z, Z_STREAM_ERROR, what);
    }
    z_charge(L, n);
    z->zs.next_in = (Bytef *)data;
    z->zs.avail_in = (uInt)n;
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    int err = z_deflate_loop(L, z, &b, mode);
    z->zs.next_in = NULL;
    if (err == Z_STREAM_ERROR) {
        return z_error(L, z, err, what);
    }
    if (mode == Z_FINISH && err == Z_STREAM_END) {
        z_end(z);
    } else if (mode != Z_NO_FLUSH && err != Z_OK && err != Z_BUF_ERROR) {
        return z_error(L, z, err, what);
    }
    luaL_pushresult(&b);
    return 1;
}

/* inflate_new(wbits, zdict|nil) -> a decompressor */
static int zl_inflate_new(lua_State *L) {
    int wbits = z_checkint(L, 1);
    int has_dict = !lua_isnoneornil(L, 2);
    if (has_dict) {
        luaL_checkstring(L, 2);
    }
    ZStream *z = z_new(L); /* index 3 */
    if (has_dict) {
        lua_pushvalue(L, 2);
        lua_setiuservalue(L, 3, UV_ZDICT);
    }
    int err = inflateInit2(&z->zs, wbits);
    if (err == Z_MEM_ERROR) {
        return z_nomem(L, "Can't allocate memory for decompression object");
    }
    if (err == Z_STREAM_ERROR) {
        return py_raise(L, "ValueError", "Invalid initialization option");
    }
    if (err != Z_OK) {
        return z_error(L, z, err, "while creating decompression object");
    }
    z->kind = Z_INFLATE;
    if (has_dict && wbits < 0) {
        size_t dn;
        const char *d = lua_tolstring(L, 2, &dn);
        err = inflateSetDictionary(&z->zs, (const Bytef *)d, (uInt)dn);
        if (err != Z_OK) {
            return z_error(L, z, err, "while setting zdict");
        }
    }
    lua_settop(L, 3);
    return 1;
}

/* CPython's save_unconsumed_input: what inflate left of data (at index 2) after the end of
 * the stream joins unused_data; what an output limit left is unconsumed_tail */
static void z_save_input(lua_State *L, ZStream *z, const char *data, size_t n, int err) {
    if (err == Z_STREAM_END && z->zs.avail_in > 0) {
        size_t left = (size_t)(data + n - (const char *)z->zs.next_in);
        lua_getiuservalue(L, 1, UV_UNUSED);
        lua_pushlstring(L, (const char *)z->zs.next_in, left);
        lua_concat(L, 2);
        lua_setiuservalue(L, 1, UV_UNUSED);
        z->zs.avail_in = 0;
    }
    lua_getiuservalue(L, 1, UV_TAIL);
    size_t tn = lua_rawlen(L, -1);
    lua_pop(L, 1);
    if (z->zs.avail_in > 0 || tn > 0) {
        size_t left = (size_t)(data + n - (const char *)z->zs.next_in);
        lua_pushlstring(L, (const char *)z->zs.next_in, left);
        lua_setiuservalue(L, 1, UV_TAIL);
    }
}

/* inflate(z, data, max_length, finish) -> the output of decompress(data, max_length) or (finish)
 * of flush(); or nil and zlib.error's message */
static int zl_inflate(lua_State *L) {
    ZStream *z = luaL_checkudata(L, 1, ZSTREAM);
    size_t n;
    const char *data = luaL_checklstring(L, 2, &n);
    lua_Integer max = luaL_checkinteger(L, 3);
    int finish = lua_toboolean(L, 4);
    lua_settop(L, 2);
    if (z->kind != Z_INFLATE) {
        if (finish) {
            lua_pushliteral(L, "");
            return 1;
        }
        z->zs.msg = NULL;
        return z_error(L, z, Z_STREAM_ERROR, "while decompressing data");
    }
    z_charge(L, n);
    z->zs.next_in = (Bytef *)data;
    z->zs.avail_in = (uInt)n;
    int flush = finish ? Z_FINISH : Z_SYNC_FLUSH;
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    size_t got = 0;
    int err;
    for (;;) {
        size_t room = CHUNK;
        if (max > 0 && (lua_Integer)(got + room) > max) {
            room = (size_t)max - got;
        }
        char *p = luaL_prepbuffsize(&b, room);
        z->zs.next_out = (Bytef *)p;
        z->zs.avail_out = (uInt)room;
        err = inflate(&z->zs, flush);
        size_t made = room - z->zs.avail_out;
        luaL_addsize(&b, made);
        got += made;
        z_charge(L, CHUNK);
        if (err == Z_NEED_DICT) {
            lua_getiuservalue(L, 1, UV_ZDICT);
            if (lua_isstring(L, -1)) {
                size_t dn;
                const char *d = lua_tolstring(L, -1, &dn);
                int e2 = inflateSetDictionary(&z->zs, (const Bytef *)d, (uInt)dn);
                lua_pop(L, 1);
                if (e2 != Z_OK) {
                    return z_error(L, z, e2, "while setting zdict");
                }
                continue;
            }
            lua_pop(L, 1);
            break;
        }
        if (err == Z_MEM_ERROR) {
            return z_nomem(L, "Out of memory while decompressing data");
        }
        if (err != Z_OK && err != Z_BUF_ERROR) {
            break; /* Z_STREAM_END, or an error */
        }
        if (z->zs.avail_out != 0) {
            break;
        }
        if (max > 0 && (lua_Integer)got >= max) {
            break;
        }
    }
    luaL_pushresult(&b); /* index 3 */
    z_save_input(L, z, data, n, err);
    z->zs.next_in = NULL;
    if (err == Z_STREAM_END) {
        z->eof = 1;
        if (finish) {
            z_end(z);
        }
    } else if (!finish && err != Z_OK && err != Z_BUF_ERROR) {
        return z_error(L, z, err, "while decompressing data");
    }
    return 1;
}

/* info(z) -> eof, unused_data, unconsumed_tail of a decompressor */
static int zl_info(lua_State *L) {
    ZStream *z = luaL_checkudata(L, 1, ZSTREAM);
    lua_pushboolean(L, z->eof);
    lua_getiuservalue(L, 1, UV_UNUSED);
    lua_getiuservalue(L, 1, UV_TAIL);
    return 3;
}

/* copy(z) -> a new stream in the same state, or nil when z has ended */
static int zl_copy(lua_State *L) {
    ZStream *z = luaL_checkudata(L, 1, ZSTREAM);
    if (z->kind == Z_ENDED) {
        return py_raise(L, "ValueError", "Inconsistent stream state");
    }
    ZStream *c = z_new(L); /* index 2 */
    int err = z->kind == Z_DEFLATE ? deflateCopy(&c->zs, &z->zs) : inflateCopy(&c->zs, &z->zs);
    if (err == Z_MEM_ERROR) {
        return z_nomem(L, "Can't allocate memory for compression object");
    }
    if (err != Z_OK) {
        return py_raise(L, "ValueError", "Inconsistent stream state");
    }
    /* the copy's allocations are its own: zlib copied the opaque pointer of z */
    c->zs.opaque = c;
    c->kind = z->kind;
    c->eof = z->eof;
    for (int uv = UV_ZDICT; uv <= UV_TAIL; uv++) {
        lua_getiuservalue(L, 1, uv);
        lua_setiuservalue(L, 2, uv);
    }
    return 1;
}

static const luaL_Reg zlib_funcs[] = {{"compress", zl_compress},
                                      {"copy", zl_copy},
                                      {"decompress", zl_decompress},
                                      {"deflate", zl_deflate},
                                      {"deflate_new", zl_deflate_new},
                                      {"inflate", zl_inflate},
                                      {"inflate_new", zl_inflate_new},
                                      {"info", zl_info},
                                      {NULL, NULL}};

int luaopen_py_zlib(lua_State *L) {
    if (luaL_newmetatable(L, ZSTREAM)) {
        lua_pushcfunction(L, z_gc);
        lua_setfield(L, -2, "__gc");
    }
    lua_pop(L, 1);
    luaL_newlib(L, zlib_funcs);
    lua_pushstring(L, zlibVersion());
    lua_setfield(L, -2, "version");
    return 1;
}
