/* embed.c: the Lua sources compiled into the binary as bytecode (see cmake/embed.cmake). */
#include <string.h>
#include "lauxlib.h"
#include "moonpy_int.h"

int emb_load(lua_State *L, const char *dir, const char *name) {
    for (const EmbeddedFile *f = moonpy_embedded; f->name; f++) {
        if (strcmp(f->dir, dir) == 0 && strcmp(f->name, name) == 0) {
            char chunk[256];
            snprintf(chunk, sizeof chunk, "=[moonpy %s/%s]", dir, name);
            /* our own sources, precompiled at build time (user code is loaded as text only) */
            if (luaL_loadbufferx(L, f->data, f->size, chunk, "b") != LUA_OK) {
                lua_error(L);
            }
            return 1;
        }
    }
    return 0;
}

void emb_openlib(lua_State *L, const char *name, lua_CFunction open) {
    luaL_requiref(L, name, open, 1);
    lua_pop(L, 1);
}
